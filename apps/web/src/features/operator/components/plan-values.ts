import { type Plan, updatePlanBody } from '@palisade/contract';
import { contractValidator } from '@/lib/forms';
import { type CountedLimit, countedLimits } from '@/lib/plan-limits';

/** The plan form's fields: prices in cents and every counted limit, as typed. */
export interface Values {
  name: string;
  price_cents: number | string;
  premium_network_price_cents: number | string;
  overage_cents_per_gb: number | string;
  limits: Record<CountedLimit, number | string>;
}

const cents = (dollars: string) => Math.round(Number(dollars) * 100);

/** The values as the API takes them. */
export const toBody = (v: Values) => ({
  name: v.name,
  price_cents: Number(v.price_cents),
  premium_network_price_cents: Number(v.premium_network_price_cents),
  overage_cents_per_gb: Number(v.overage_cents_per_gb),
  limits: Object.fromEntries(countedLimits.map((n) => [n, Number(v.limits[n])])) as Record<
    CountedLimit,
    number
  >,
});

const validate = contractValidator(updatePlanBody);

/** The contract's check of the values, as the API will take them. */
export const validatePlan = (values: Values) => validate(toBody(values));

/** A plan's values to edit: its prices in cents, as the form asks for them. */
export const initialValues = (plan: Plan): Values => ({
  name: plan.name,
  price_cents: plan.price_cents,
  premium_network_price_cents: cents(plan.premium_network_price),
  overage_cents_per_gb: cents(plan.limits.overage_per_gb),
  limits: Object.fromEntries(countedLimits.map((n) => [n, plan.limits[n]])) as Record<
    CountedLimit,
    number
  >,
});
