import { Bot } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { AssistantConversation } from './assistant-conversation';

/** The project page's AI Assistant tab: the viewer's TeamSmith AI conversation about this project. */
export function AssistantTab({ projectId }: { projectId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <Bot className="size-5 text-brand-600" aria-hidden />
            TeamSmith AI
          </h2>
        </CardTitle>
        <CardDescription>
          Ask about milestones, deliverables, due dates, meetings and recent activity on this project.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AssistantConversation projectId={projectId} className="h-[600px] max-h-[75vh]" />
      </CardContent>
    </Card>
  );
}
