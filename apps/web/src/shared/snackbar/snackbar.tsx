import { ActionIcon, Button, Paper, Text, ThemeIcon, Transition } from '@mantine/core';
import { SNACKBAR_SWIPE_THRESHOLD_PX, type SnackbarKind } from '@maryjane/contract/constants';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './snackbar.module.css';
import { snackbar, useSnackbarState, type SnackbarState } from './snackbar-store';

const icons: Record<SnackbarKind, typeof IconInfoCircle> = {
  error: IconAlertCircle,
  success: IconCircleCheck,
  info: IconInfoCircle,
  warning: IconAlertTriangle,
};

/** Hides after its timeout; the countdown pauses while pointed at or focused (WCAG 2.2.1). */
function useAutoHide(notice: SnackbarState, paused: boolean): void {
  const remaining = useRef(notice.timeout);
  useEffect(() => {
    if (!notice.show || paused || notice.timeout <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(snackbar.hide, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [notice.show, notice.timeout, paused]);
}

function SnackbarCard({ notice, style }: { notice: SnackbarState; style: CSSProperties }) {
  const { t } = useTranslation('common');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [swipeX, setSwipeX] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  useAutoHide(notice, hovered || focused);

  const Icon = icons[notice.kind];
  const actionLabel = notice.actionText ?? t('close');
  const urgent = notice.kind === 'error' || notice.kind === 'warning';
  const act = () => {
    snackbar.hide();
    notice.onAction?.();
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch) touchStart.current = { x: touch.clientX, y: touch.clientY };
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch && touchStart.current) setSwipeX(touch.clientX - touchStart.current.x);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const start = touchStart.current;
    touchStart.current = null;
    setSwipeX(0);
    if (!touch || !start) return;
    const distance = Math.max(Math.abs(touch.clientX - start.x), Math.abs(touch.clientY - start.y));
    if (distance > SNACKBAR_SWIPE_THRESHOLD_PX) snackbar.hide();
  };

  return (
    <Paper
      shadow="md"
      withBorder
      className={classes.snackbar}
      role={urgent ? 'alert' : 'status'}
      data-kind={notice.kind}
      style={{
        ...style,
        '--snackbar-color': `var(--mantine-color-${notice.color}-filled)`,
        translate: swipeX ? `${swipeX}px 0` : undefined,
      }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') snackbar.hide();
      }}
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
    >
      <ThemeIcon color={notice.color} variant="transparent" aria-hidden>
        <Icon size={22} />
      </ThemeIcon>
      <Text size="sm" className={classes.message}>
        {notice.message}
      </Text>
      {notice.actionIcon && !notice.actionText ? (
        <ActionIcon variant="default" size="lg" aria-label={actionLabel} onClick={act}>
          {notice.actionIcon}
        </ActionIcon>
      ) : (
        <Button variant="default" size="xs" leftSection={notice.actionIcon} onClick={act}>
          {actionLabel}
        </Button>
      )}
    </Paper>
  );
}

/** The app's single snackbar, rendered once by the providers. */
export function Snackbar() {
  const notice = useSnackbarState();
  return (
    <div className={classes.region} data-location={notice.location}>
      <Transition
        mounted={notice.show}
        transition={notice.location === 'top' ? 'slide-down' : 'slide-up'}
        duration={200}
      >
        {/* Keyed by notice so hover, focus and the countdown start fresh for every notice. */}
        {(style) => <SnackbarCard key={notice.id} notice={notice} style={style} />}
      </Transition>
    </div>
  );
}
