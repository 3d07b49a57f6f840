import { createLocationBody, updateLocationBody } from '@palisade/contract';
import { contractValidator } from '@/lib/forms';
import type { AdminLocation } from '../api/locations';

/** The location form's fields: ports and country as typed, allowed backends as one text. */
export interface Values {
  id: string;
  name: string;
  region: string;
  address: string;
  /** ISO 3166 code as typed; empty: none. */
  country: string;
  bedrock_ports: { first: number | string; last: number | string };
  allowed_backends: string;
}

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((l) => l.trim())
    .filter(Boolean);

/** The values as the API takes them (a new location's `id` is added by the caller). */
export const toBody = (v: Values) => ({
  name: v.name,
  region: v.region,
  address: v.address,
  country: v.country.trim() === '' ? null : v.country,
  bedrock_ports: { first: Number(v.bedrock_ports.first), last: Number(v.bedrock_ports.last) },
  allowed_backends: lines(v.allowed_backends),
});

const validateNew = contractValidator(createLocationBody);
const validateEdit = contractValidator(updateLocationBody);

/** The contract's check of a new location, or of the changes to `location`. */
export const validateLocation = (location: AdminLocation | null) => (values: Values) =>
  location ? validateEdit(toBody(values)) : validateNew({ ...toBody(values), id: values.id });

/** A location's values to edit, or a new one's, its Bedrock ports from 19132 (Bedrock's own). */
export const initialValues = (location: AdminLocation | null): Values => ({
  id: location?.id ?? '',
  name: location?.name ?? '',
  region: location?.region ?? '',
  address: location?.address ?? '',
  country: location?.country ?? '',
  bedrock_ports: location?.bedrock_ports ?? { first: 19132, last: 19199 },
  allowed_backends: location?.allowed_backends.join('\n') ?? '',
});
