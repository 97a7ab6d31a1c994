import type { Database, Executor } from '../../db/client';
import type { EmailAttachment, Mailer } from '../../providers/email/mailer';
import { escapeHtml } from '../../providers/email/escape-html';
import type { RealtimeHub } from '../../realtime/hub';
import { NOTIFICATION_LIST_LIMIT } from '../../../shared/domain/notifications';
import type { TNotification, TNotificationPush, TNotificationType } from '../../../shared/schemas/notifications';
import type { ProfilesService } from '../profiles/profiles.service';
import { createBellAnswers } from './bell-answers';
import { notificationsErrors } from './notifications.errors';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository';
import { createUnsubscribeTokens, type UnsubscribeCategory } from './unsubscribe-token';

export type NotifyInput = {
  userId: string;
  type: TNotificationType;
  title: string;
  message: string;
  relatedId?: string | null;
  /**
   * Also e-mail the user; `link` is a path on the site added to the message. Sent only when the person's e-mail
   * preference for the category (default activity: quotes, projects, payments) is on; the in-app notification always
   * appears. Security e-mails (password reset, confirmation, sign-in alerts) are not sent through here and always go;
   * so do `operational` ones (an administrator told a backup failed), which no preference turns off.
   */
  email?: { link?: string; category?: 'activity' | 'marketing' | 'operational'; attachments?: EmailAttachment[] };
};

export function toNotificationDto(row: NotificationRow): TNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    relatedId: row.relatedId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NotificationsDeps = {
  db: Database;
  hub: RealtimeHub;
  mailer: Mailer;
  /** Where the e-mail goes: the recipient's profile. */
  profiles: Pick<ProfilesService, 'contactsOf' | 'emailPreferencesOf' | 'setEmailPreferences'>;
  publicUrl: string;
  /** Signs the one-click unsubscribe links. */
  authSecret: string;
};

const PREFERENCE_OF = { activity: 'emailActivity', marketing: 'emailMarketing' } as const;

export function createNotificationsService({ db, hub, mailer, profiles, publicUrl, authSecret }: NotificationsDeps) {
  const repository = createNotificationsRepository(db);
  const bellAnswers = createBellAnswers(toNotificationDto);
  const unsubscribeTokens = createUnsubscribeTokens(authSecret);
  const unsubscribeUrl = (userId: string, category: UnsubscribeCategory) =>
    new URL(`/email/unsubscribe?token=${encodeURIComponent(unsubscribeTokens.sign(userId, category))}`, publicUrl);

  async function wantsEmail(userId: string, category: 'activity' | 'marketing' | 'operational', executor: Executor) {
    if (category === 'operational') return true;
    const preferences = await profiles.emailPreferencesOf(userId, executor);
    return category === 'marketing' ? preferences.emailMarketing : preferences.emailActivity;
  }

  return {
    async list(userId: string) {
      const state = await repository.bellState(userId, NOTIFICATION_LIST_LIMIT);
      return (
        bellAnswers.kept(userId, state) ??
        bellAnswers.keep(userId, state, await repository.listNewest(userId, NOTIFICATION_LIST_LIMIT))
      );
    },

    async markRead(userId: string, id: string): Promise<TNotification> {
      const row = await repository.markRead(userId, id);
      if (!row) throw notificationsErrors.notFound();
      return toNotificationDto(row);
    },

    markAllRead: (userId: string) => repository.markAllRead(userId),

    /** Everything the person was notified of (newest first, all of them), for their data export. */
    async listAllFor(userId: string) {
      return (await repository.listNewest(userId, Number.MAX_SAFE_INTEGER)).map(toNotificationDto);
    },

    /** A deleted account's notifications go with it. */
    async removeAllFor(userId: string, executor: Executor) {
      bellAnswers.forget(userId);
      await repository.removeAllFor(userId, executor);
    },

    /**
     * Records a notification and pushes it live to the user's open pages. Pass the caller's transaction so the row,
     * the push and the e-mail all happen only if that transaction commits.
     */
    async notify(input: NotifyInput, executor: Executor = db): Promise<TNotification> {
      const row = await repository.insert(
        {
          userId: input.userId,
          type: input.type,
          title: input.title,
          message: input.message,
          relatedId: input.relatedId ?? null,
        },
        executor,
      );
      const dto = toNotificationDto(row);
      // Ids only (convention 11): the title and message may be long; open pages refetch the list.
      const push: TNotificationPush = { id: dto.id, type: dto.type, relatedId: dto.relatedId };
      await hub.publish(executor, { channel: `user:${input.userId}`, event: 'notification', data: push });
      if (input.email && (await wantsEmail(input.userId, input.email.category ?? 'activity', executor))) {
        const profile = (await profiles.contactsOf([input.userId], executor)).get(input.userId);
        if (profile) {
          const link = input.email.link ? new URL(input.email.link, publicUrl).toString() : publicUrl;
          const category = input.email.category ?? 'activity';
          // Mail a preference can turn off carries a one-click unsubscribe (RFC 8058) and a footer link to the same.
          const unsubscribe = category === 'operational' ? null : unsubscribeUrl(input.userId, category).toString();
          await mailer.enqueue(
            {
              to: profile.email,
              subject: input.title,
              text:
                `${input.message}\n\n${link}` +
                (unsubscribe ? `\n\nUnsubscribe from these e-mails: ${unsubscribe}` : ''),
              html:
                `<p>${escapeHtml(input.message)}</p><p><a href="${escapeHtml(link)}">Open Outcome Marketplace</a></p>` +
                (unsubscribe
                  ? `<p><small><a href="${escapeHtml(unsubscribe)}">Unsubscribe from these e-mails</a></small></p>`
                  : ''),
              attachments: input.email.attachments,
              headers: unsubscribe
                ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
                : undefined,
              // Held back from an address that hard-bounced or complained; operational notices still go.
              optional: unsubscribe !== null,
            },
            executor,
          );
        }
      }
      return dto;
    },

    /** The e-mail kind an unsubscribe token turns off, or null when we did not sign it. */
    unsubscribeCategoryOf: (token: string) => unsubscribeTokens.verify(token)?.category ?? null,

    /**
     * Turns the e-mail kind an unsubscribe token names off (or back on, to undo), without a session.
     * Null when the token is not one we signed.
     */
    async setSubscription(token: string, subscribed: boolean): Promise<{ category: UnsubscribeCategory } | null> {
      const signed = unsubscribeTokens.verify(token);
      if (!signed) return null;
      const preferences = await profiles.emailPreferencesOf(signed.userId);
      await profiles.setEmailPreferences(signed.userId, {
        ...preferences,
        [PREFERENCE_OF[signed.category]]: subscribed,
      });
      return { category: signed.category };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
