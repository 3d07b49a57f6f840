import { StatusPage } from '../components/status-page';

export function Component() {
  return <StatusPage page="notAuthorized" />;
}
