import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { PushSubscriptionBody } from '@maryjane/contract/notifications';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-error';
import { showApiError } from '../../../shared/api-error-handler';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { deletePushSubscription, getPushKey, savePushSubscription } from '../api/push-subscription';
import * as browserPush from '../push/browser-push';
import type { PushState } from '../push/browser-push';
import { SettingsSection } from './section';

/** Under the user's prefix: read anew for the next grower who signs in on this device. */
const pushStateKey = ['user', 'push-device'] as const;

/**
 * This device's state: read again when the grower comes back to the tab (from the browser's
 * settings, where a blocked permission is allowed).
 */
function usePushState() {
  return useQuery({
    queryKey: pushStateKey,
    queryFn: browserPush.readPushState,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: true,
  });
}

/** The permission was not given: nothing was subscribed or sent. */
class NotAllowed extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notification permission: ${permission}`);
  }
}

/** Asks the browser, subscribes with the server's key and hands the subscription to the server. */
async function turnOn(
  permission: Promise<NotificationPermission>,
  language: string,
): Promise<PushSubscriptionBody> {
  const answer = await permission;
  if (answer !== 'granted') throw new NotAllowed(answer);
  const subscription = await browserPush.subscribe(await getPushKey());
  try {
    await savePushSubscription(subscription, language);
  } catch (error) {
    // Not "on" in this browser while the server does not know it.
    await browserPush.unsubscribe().catch(() => null);
    throw error;
  }
  return subscription;
}

/** The server forgets this browser first: while it fails, pushes stay on and can be retried. */
async function turnOff(endpoint: string): Promise<void> {
  await deletePushSubscription(endpoint);
  await browserPush.unsubscribe();
}

const refusedEndpoint = (error: unknown) =>
  isApiError(error) &&
  error.status === 422 &&
  error.fieldErrors.some((fieldError) => fieldError.field === 'endpoint');

/**
 * Push notifications on this device (issue 31): the alerts of the bell, pushed by the server
 * (PUT and DELETE /push/subscription) to this browser's subscription, outside the quiet hours
 * of the e-mail alerts. The browser's side is in push/browser-push.ts.
 */
export function PushSection() {
  const { t } = useTranslation('account');
  const state = usePushState();
  return (
    <SettingsSection title={t('push.title')} description={t('push.description')}>
      {state.data ? (
        <PushControls state={state.data} />
      ) : state.isError ? (
        <PushStatus on={false} title={t('push.state.unsupported')}>
          {t('push.unsupported.browser')}
        </PushStatus>
      ) : (
        <Group justify="center" py="md" role="status" aria-label={t('push.loading')}>
          <Loader size="sm" />
        </Group>
      )}
    </SettingsSection>
  );
}

function PushControls({ state }: { state: PushState }) {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  /** What the last attempt left to say in the section (not a snackbar: it stays true). */
  const [note, setNote] = useState<'refused' | 'notAllowed' | null>(null);

  const on = useMutation({
    mutationFn: (permission: Promise<NotificationPermission>) => turnOn(permission, i18n.language),
    meta: { silent: true }, // said below or in a snackbar of our own
    onSuccess: (subscription) => {
      const next: PushState = { supported: true, permission: 'granted', subscription };
      queryClient.setQueryData(pushStateKey, next);
      snackbar.success(t('push.turnedOn'));
    },
    onError: (error) => {
      if (error instanceof NotAllowed) {
        if (error.permission === 'default') setNote('notAllowed');
        void queryClient.invalidateQueries({ queryKey: pushStateKey });
      } else if (refusedEndpoint(error)) {
        setNote('refused');
        void queryClient.invalidateQueries({ queryKey: pushStateKey });
      } else if (isApiError(error)) {
        showApiError(error);
      } else {
        snackbar.error(t('push.browserFailed', { reason: browserReason(error) }));
      }
    },
  });
  const off = useMutation({
    mutationFn: turnOff,
    meta: { silent: true },
    onSuccess: () => {
      queryClient.setQueryData<PushState>(pushStateKey, (current) =>
        current?.supported ? { ...current, subscription: null } : current,
      );
      snackbar.success(t('push.turnedOff'));
    },
    onError: (error) => {
      if (isApiError(error)) showApiError(error);
      else snackbar.error(t('push.browserFailed', { reason: browserReason(error) }));
      void queryClient.invalidateQueries({ queryKey: pushStateKey });
    },
  });

  if (!state.supported) {
    return (
      <PushStatus on={false} title={t('push.state.unsupported')}>
        {t(`push.unsupported.${state.reason}`)}
      </PushStatus>
    );
  }

  const subscribed = state.subscription !== null;
  const blocked = state.permission === 'denied';
  const isOn = subscribed && state.permission === 'granted';

  const clickOn = () => {
    setNote(null);
    // Asked in the click itself: Safari refuses a request that is not.
    on.mutate(browserPush.requestPermission());
  };
  const clickOff = () => {
    setNote(null);
    if (state.subscription) off.mutate(state.subscription.endpoint);
  };

  return (
    <Stack gap="sm">
      {isOn ? (
        <PushStatus on title={t('push.state.on')} />
      ) : blocked ? (
        <PushStatus on={false} title={t('push.state.blocked')}>
          {t('push.blockedHint')}
        </PushStatus>
      ) : (
        <PushStatus on={false} title={t('push.state.off')} />
      )}
      {note === 'refused' && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t('push.serviceRefused')}
        </Text>
      )}
      {note === 'notAllowed' && <Text size="sm">{t('push.notAllowed')}</Text>}
      {(subscribed || !blocked) && (
        <Group>
          {/*
            One button, so the focus stays on it when it turns from on to off. Its label may wrap:
            the German one barely fits a 390 px phone in one line.
          */}
          <Button
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
            variant={subscribed ? 'default' : 'filled'}
            leftSection={
              subscribed ? (
                <IconBellOff size={18} aria-hidden />
              ) : (
                <IconBell size={18} aria-hidden />
              )
            }
            loading={on.isPending || off.isPending}
            onClick={subscribed ? clickOff : clickOn}
          >
            {subscribed ? t('push.turnOff') : t('push.turnOn')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The state in a line, and what it means when there is more to say. */
function PushStatus({ on, title, children }: { on: boolean; title: string; children?: string }) {
  const Icon = on ? IconBell : IconBellOff;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={20} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
        <Text fw={600}>{title}</Text>
      </Group>
      {children && <Text size="sm">{children}</Text>}
    </Stack>
  );
}

/** The browser's own words for a refused subscription (a DOMException), when it has any. */
function browserReason(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : String(error);
}
