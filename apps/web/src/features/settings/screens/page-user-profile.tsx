import { useSearchParams } from 'react-router';
import { useUserSummary } from '@/api/user-summary';
import { QueryState } from '@/components/ui/query-state';
import { type ProfileTab, ProfileTabs, profileTabs } from '../components/profile-tabs';

export function Component() {
  const user = useUserSummary();
  const [params, setParams] = useSearchParams();
  const tab: ProfileTab = profileTabs.find((x) => x === params.get('tab')) ?? 'general';
  return (
    <QueryState queries={[user]} mih={320}>
      {() =>
        user.data && (
          <ProfileTabs
            user={user.data}
            tab={tab}
            onTab={(value) =>
              setParams(value && value !== 'general' ? { tab: value } : {}, { replace: true })
            }
          />
        )
      }
    </QueryState>
  );
}
