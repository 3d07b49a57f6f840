import { Box, NumberInput, SimpleGrid, Slider, Switch, Text, Textarea } from '@mantine/core';
import type { Network } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { mitigationNs } from '../i18n';
import { logScale } from './log-scale';
import { SectionCard, useNetworkSection } from './network-section';

const fields = [
  'connections_per_second_threshold',
  'client_ban_seconds',
  'client_allow_seconds',
  'mitigation_message',
  'vpn_block',
  'antivpn_kick_msg',
] as const;

/**
 * The slider covers 1 to 10,000 on a log scale (everyday thresholds, 20 to 500, get a third of
 * it); the number field beside it takes any allowed value.
 */
const sliderMax = 10_000;
const scale = logScale(sliderMax);
/** Labelled marks, away from the track's ends so their labels stay inside the card. */
const guides = [10, 100, 1000];

interface Props {
  network: Network;
  /** Highest connections per second in the last 24 h, when the API reported one. */
  peak: number | null;
}

export function Layer7Card({ network, peak }: Props) {
  const { t, i18n } = useTranslation(mitigationNs);
  const { form, submit, update, editable } = useNetworkSection(network, fields);
  const threshold = form.values.connections_per_second_threshold;
  // The peak is a mark on the slider and a line below it: a label on the mark is centred on
  // it and ran out of the card near the slider's ends.
  const count = (value: number) => formatCount(value, i18n.language);
  const marks = [
    ...guides.map((value) => ({ value: scale.positionOf(value), label: count(value) })),
    ...(peak !== null && peak > 0 && peak <= sliderMax ? [{ value: scale.positionOf(peak) }] : []),
  ];
  return (
    <SectionCard
      title={t('layer7.title')}
      intro={t('layer7.intro')}
      onSubmit={submit}
      saving={update.isPending}
      dirty={form.isDirty()}
      error={update.error}
      editable={editable}
    >
      <Box>
        <Text size="sm" fw={500} id="cps-threshold-label">
          {t('layer7.threshold')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xs">
          <Box pt="xs">
            <Slider
              aria-labelledby="cps-threshold-label"
              thumbLabel={t('layer7.threshold')}
              min={0}
              max={scale.steps}
              disabled={!editable}
              value={scale.positionOf(threshold)}
              onChange={(position) =>
                form.setFieldValue('connections_per_second_threshold', scale.valueAt(position))
              }
              marks={marks}
              // The threshold itself: a typed one sits at the nearest position of the scale.
              label={`${count(threshold)}/s`}
              thumbValueText={`${count(threshold)}/s`}
              mb="md"
            />
          </Box>
          <NumberInput
            aria-labelledby="cps-threshold-label"
            min={1}
            max={100_000}
            allowDecimal={false}
            suffix="/s"
            {...form.getInputProps('connections_per_second_threshold')}
          />
        </SimpleGrid>
        {peak !== null && peak > 0 && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('layer7.peak', { value: count(peak) })}
          </Text>
        )}
      </Box>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={t('layer7.ban')}
          min={0}
          max={86_400}
          allowDecimal={false}
          {...form.getInputProps('client_ban_seconds')}
        />
        <NumberInput
          label={t('layer7.allow')}
          min={0}
          max={604_800}
          allowDecimal={false}
          {...form.getInputProps('client_allow_seconds')}
        />
      </SimpleGrid>
      <Textarea
        label={t('layer7.message')}
        autosize
        minRows={2}
        {...form.getInputProps('mitigation_message')}
      />
      <Switch label={t('layer7.vpn')} {...form.getInputProps('vpn_block', { type: 'checkbox' })} />
      {form.values.vpn_block && (
        <Textarea
          label={t('layer7.vpnMessage')}
          autosize
          minRows={2}
          {...form.getInputProps('antivpn_kick_msg')}
        />
      )}
    </SectionCard>
  );
}
