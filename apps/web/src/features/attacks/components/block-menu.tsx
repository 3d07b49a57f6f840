import { Button, Menu, Stack } from '@mantine/core';
import { IconBan, IconChevronDown, IconClockEdit } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmBlock } from '../hooks/use-confirm-block';
import { attacksNs } from '../i18n';
import { durations, type Target } from './block-target';
import { BlockedBy } from './blocked-by';

/**
 * A menu that blocks what an attack came from for an hour, a day or until removed, after a
 * confirmation that says how long. A target a rule blocks already shows that rule and its end,
 * and the menu changes the end.
 */
export function BlockMenu({ targets }: { targets: Target[] }) {
  const { t } = useTranslation(attacksNs);
  const confirm = useConfirmBlock();
  if (targets.length === 0) return null;
  const allBlocked = targets.every((target) => target.blocked !== undefined);
  return (
    <Stack gap={4} align="flex-end">
      {targets.map((target) =>
        target.blocked ? (
          <BlockedBy
            key={target.name}
            target={{ ...target, blocked: target.blocked }}
            named={targets.length > 1}
          />
        ) : null,
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-xs"
            variant={allBlocked ? 'default' : 'light'}
            color={allBlocked ? undefined : 'danger'}
            leftSection={
              allBlocked ? (
                <IconClockEdit size={14} aria-hidden />
              ) : (
                <IconBan size={14} aria-hidden />
              )
            }
            rightSection={<IconChevronDown size={12} aria-hidden />}
          >
            {t(allBlocked ? 'block.change' : 'block.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {targets.map((target) => (
            <Fragment key={target.name}>
              <Menu.Label>
                {target.blocked
                  ? t('block.changeHeading', { what: target.heading })
                  : target.heading}
              </Menu.Label>
              {durations.map((duration) => (
                <Menu.Item key={duration} onClick={() => confirm(target, duration)}>
                  {t(target.blocked ? `block.until.${duration}` : `block.for.${duration}`)}
                </Menu.Item>
              ))}
            </Fragment>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
