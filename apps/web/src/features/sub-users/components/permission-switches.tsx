import { Checkbox, Fieldset, Group, SimpleGrid, Switch, Text } from '@mantine/core';
import type { Permission, Permissions } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { subUsersNs } from '../i18n';
import { mayToggle, permissionGroups, verbOf } from '../permission-groups';

interface Props {
  value: Permissions;
  /** The caller's own permissions on the network: only these can be switched on. */
  held: Permissions;
  onChange: (next: Permissions) => void;
}

/**
 * One fieldset per area, a switch per permission, and a box that turns the whole area on or off;
 * a permission the caller does not hold can be switched off but not on.
 */
export function PermissionSwitches({ value, held, onChange }: Props) {
  const { t } = useTranslation(subUsersNs);
  const set = (names: readonly Permission[], on: boolean) =>
    onChange({
      ...value,
      ...Object.fromEntries(names.filter((n) => !on || held[n]).map((n) => [n, on])),
    });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {permissionGroups.map(({ group, permissions, hint }) => {
        const on = permissions.filter((p) => value[p]).length;
        // The area's box acts on the switches the caller may flip: every one for the owner.
        const open = permissions.filter((p) => mayToggle(held, value, p));
        const full = open.length > 0 && open.every((p) => value[p]);
        const groupLabel = t(`groups.${group}`);
        return (
          <Fieldset
            key={group}
            variant="filled"
            p="sm"
            legend={
              <Checkbox
                label={groupLabel}
                checked={full}
                indeterminate={!full && on > 0}
                disabled={open.length === 0}
                onChange={(event) => set(open, event.currentTarget.checked)}
                fw={600}
              />
            }
          >
            {hint && (
              <Text size="xs" c="dimmed" mb="xs">
                {t(`hints.${group}`)}
              </Text>
            )}
            <Group gap="sm">
              {permissions.map((permission) => (
                <Switch
                  key={permission}
                  size="sm"
                  label={t(`verbs.${verbOf(permission)}`)}
                  aria-label={`${groupLabel}: ${t(`verbs.${verbOf(permission)}`)}`}
                  checked={value[permission]}
                  disabled={!mayToggle(held, value, permission)}
                  onChange={(event) => set([permission], event.currentTarget.checked)}
                />
              ))}
            </Group>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}
