import { Checkbox, Fieldset, Group, SimpleGrid, Switch } from '@mantine/core';
import type { Permission, Permissions } from '@palisade/contract';
import { useTranslation } from 'react-i18next';
import { subUsersNs } from '../i18n';
import { permissionGroups, verbOf } from '../permission-groups';

interface Props {
  value: Permissions;
  onChange: (next: Permissions) => void;
}

/** One fieldset per area, a switch per permission, and a box that turns the whole area on or off. */
export function PermissionSwitches({ value, onChange }: Props) {
  const { t } = useTranslation(subUsersNs);
  const set = (names: readonly Permission[], on: boolean) =>
    onChange({ ...value, ...Object.fromEntries(names.map((n) => [n, on])) });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {permissionGroups.map(({ group, permissions }) => {
        const on = permissions.filter((p) => value[p]).length;
        const groupLabel = t(`groups.${group}`);
        return (
          <Fieldset
            key={group}
            variant="filled"
            p="sm"
            legend={
              <Checkbox
                label={groupLabel}
                checked={on === permissions.length}
                indeterminate={on > 0 && on < permissions.length}
                onChange={(event) => set(permissions, event.currentTarget.checked)}
                fw={600}
              />
            }
          >
            <Group gap="sm">
              {permissions.map((permission) => (
                <Switch
                  key={permission}
                  size="sm"
                  label={t(`verbs.${verbOf(permission)}`)}
                  aria-label={`${groupLabel}: ${t(`verbs.${verbOf(permission)}`)}`}
                  checked={value[permission]}
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
