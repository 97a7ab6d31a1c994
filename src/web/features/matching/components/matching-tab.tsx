import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useLiveInvitations } from '../hooks/use-live-invitations';
import { ActiveRequests } from './active-requests';
import { MatchingPerformance } from './matching-performance';
import { MatchingRules } from './matching-rules';

/** The admin Matching tab: Active Requests, Matching Rules, Performance. */
export function MatchingTab() {
  useLiveInvitations();
  return (
    <section aria-label="Matching">
      <Tabs defaultValue="active">
        <TabsList aria-label="Matching views">
          <TabsTrigger value="active">Active Requests</TabsTrigger>
          <TabsTrigger value="rules">Matching Rules</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
        </TabsList>
        <TabsContent value="active">
          <ActiveRequests />
        </TabsContent>
        <TabsContent value="rules">
          <MatchingRules />
        </TabsContent>
        <TabsContent value="performance">
          <MatchingPerformance />
        </TabsContent>
      </Tabs>
    </section>
  );
}
