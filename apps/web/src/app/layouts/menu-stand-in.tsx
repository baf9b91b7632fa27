import { ActionIcon } from '@mantine/core';
import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { lazyPage } from '../../shared/lazy-page';
import classes from './layout.module.css';

// A header menu's button shown before the menu's code is in (./header-menus.tsx): the menus
// need Mantine's Menu, Drawer and Spotlight and floating-ui, loaded when the reader reaches
// for one.

type LazyMenu = ReturnType<typeof lazyPage<string, object>>;

export interface TriggerProps {
  /** `near` (pointer over, focus): load the menu; `click`: and show and open it once it is in. */
  onIntent: (intent: 'near' | 'click') => void;
}

/** How a menu's button looks and what it opens. */
export interface TriggerLook {
  popup: 'menu' | 'dialog';
  subtle?: boolean;
  round?: boolean;
  keyShortcuts?: string;
}

/** The button a menu shows before its code is in: the menu's own trigger, without the menu. */
export function TriggerButton({
  label,
  children,
  onIntent,
  popup,
  subtle = false,
  round = false,
  keyShortcuts,
}: TriggerProps & TriggerLook & { label: string; children: ReactNode }) {
  return (
    <ActionIcon
      variant={subtle ? 'subtle' : 'default'}
      color={subtle ? 'gray' : undefined}
      size="lg"
      radius={round ? 'xl' : undefined}
      aria-label={label}
      aria-haspopup={popup}
      aria-expanded={false}
      aria-keyshortcuts={keyShortcuts}
      onPointerEnter={() => onIntent('near')}
      onFocus={() => onIntent('near')}
      onClick={() => onIntent('click')}
    >
      {children}
    </ActionIcon>
  );
}

/**
 * Shows `Trigger` until it is clicked, then the menu (loaded already if the pointer or the focus
 * came near): the click is passed on to the menu's own button, which takes over the focus, so
 * the menu opens as from it and gives the focus back to it on close. Swapping the button only on
 * a click means no press or focus is ever lost to a button that went away.
 */
export function loadOnIntent(Menu: LazyMenu, Trigger: ComponentType<TriggerProps>) {
  return function IntentMenu() {
    const [ready, setReady] = useState(Menu.isLoaded);
    const slot = useRef<HTMLSpanElement>(null);
    const clicked = useRef(false);

    useEffect(() => {
      if (!ready || !clicked.current) return;
      clicked.current = false;
      const button = slot.current?.querySelector('button');
      button?.focus();
      button?.click();
    }, [ready]);

    const intend = (intent: 'near' | 'click') => {
      if (intent === 'click') clicked.current = true;
      void Menu.preload().then(
        () => {
          if (clicked.current) startTransition(() => setReady(true));
        },
        // Offline or a new deploy: the button stays, the next intent tries again.
        () => undefined,
      );
    };

    return (
      <span ref={slot} className={classes.menuSlot}>
        {ready ? <Menu /> : <Trigger onIntent={intend} />}
      </span>
    );
  };
}
