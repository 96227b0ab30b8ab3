import { Box, Button, Icon, Stack, Tabs } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { canAdminister, isAdmin } from '../../../src/model/auth/roles';
import { PageHeader } from '../../components/PageHeader';
import { useStores } from '../../shell/StoreContext';
import { ClientErrorsTab } from './ClientErrorsTab';
import { CoursesTab } from './CoursesTab';
import { FeedbackTab } from './FeedbackTab';
import { adminIcons } from './icons';
import { NotAccessible } from './NotAccessible';
import { adminStrings } from './strings';
import { UsersTab } from './UsersTab';

type TabName = keyof typeof adminStrings.tabs;
const TABS: readonly TabName[] = ['users', 'feedback', 'errors', 'courses'];
/** Courses are the whole site's: an organization administrator does not suspend them. */
const SITE_ADMIN_TABS: readonly TabName[] = ['courses'];

/**
 * /admin (issue 22): for ADMIN and ORG_ADMIN. Every call is checked again by the server; this refusal
 * only spares others a page of errors. The open tab is kept in the address (`?tab=`).
 */
export default observer(function AdminScreen() {
  const { auth } = useStores();
  const [params, setParams] = useSearchParams();
  const roles = auth.user?.roles;
  if (!canAdminister(roles)) return <NotAccessible reason={adminStrings.refusedAdmin} />;

  const siteAdmin = isAdmin(roles);
  const tabs = TABS.filter((name) => siteAdmin || !SITE_ADMIN_TABS.includes(name));
  const requested = params.get('tab') as TabName | null;
  const current = requested && tabs.includes(requested) ? requested : 'users';
  const organization = auth.user?.organization;
  let subtitle: string = adminStrings.subtitleSite;
  if (!siteAdmin)
    subtitle = organization
      ? adminStrings.subtitleOrganization(organization.name)
      : adminStrings.subtitleNoOrganization;

  return (
    <Box as="main" p="6" maxW="1200px" mx="auto">
      <Stack gap="5">
        <PageHeader
          title={adminStrings.title}
          subtitle={subtitle}
          action={
            siteAdmin && (
              <Button asChild variant="outline">
                <RouterLink to="/monitor">
                  <Icon as={adminIcons.openMonitor} aria-hidden />
                  {adminStrings.openMonitor}
                </RouterLink>
              </Button>
            )
          }
        />
        <Tabs.Root
          value={current}
          lazyMount
          unmountOnExit
          onValueChange={(details) => setParams({ tab: details.value }, { replace: true })}
        >
          <Tabs.List>
            {tabs.map((name) => (
              <Tabs.Trigger key={name} value={name}>
                {adminStrings.tabs[name]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="users">
            <UsersTab />
          </Tabs.Content>
          <Tabs.Content value="feedback">
            <FeedbackTab />
          </Tabs.Content>
          <Tabs.Content value="errors">
            <ClientErrorsTab />
          </Tabs.Content>
          {siteAdmin && (
            <Tabs.Content value="courses">
              <CoursesTab />
            </Tabs.Content>
          )}
        </Tabs.Root>
      </Stack>
    </Box>
  );
});
