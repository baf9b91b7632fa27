import 'altcha';
import 'altcha/i18n/de';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** What a form needs from the widget: a payload per submission. */
export interface AltchaHandle {
  /** The solved payload; solves now if the reader has not ticked the box yet. */
  getPayload(): Promise<string | null>;
  /** Payloads are single use: start over for the next submission. */
  reset(): void;
}

/**
 * Our API wraps every answer in `{ data }`, the challenge too; the widget wants the bare
 * challenge. Its own requests go through this fetch, which unwraps the envelope.
 */
export const unwrapEnvelopeFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!response.ok) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (typeof body !== 'object' || body === null || !('data' in body)) return response;
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const serverConfig = response.headers.get('X-Altcha-Config');
  if (serverConfig) headers.set('X-Altcha-Config', serverConfig);
  return new Response(JSON.stringify(body.data), { status: response.status, headers });
};

/** The payload of the run in progress, or null when it fails or expires. */
function nextOutcome(widget: AltchaWidgetElement): Promise<string | null> {
  return new Promise((resolve) => {
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verifying') return;
      widget.removeEventListener('statechange', onStateChange);
      resolve(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
  });
}

// For every widget, from its first request on (configuring a widget after it mounted races its
// own first fetch). Absent only where tests replace the package.
globalThis.$altcha?.defaults.set('fetch', unwrapEnvelopeFetch);

interface AltchaFieldProps {
  challengeUrl: string;
  ref?: Ref<AltchaHandle>;
}

/**
 * The ALTCHA widget (proof of work, no third party). Its own chunk: only forms that need it,
 * and only when the server names it as the captcha, load it.
 */
export function AltchaField({ challengeUrl, ref }: AltchaFieldProps) {
  const { i18n } = useTranslation();
  const element = useRef<AltchaWidgetElement>(null);
  const payload = useRef<string | null>(null);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload: solved } = (event as CustomEvent<{ state: string; payload?: string }>)
        .detail;
      payload.current = state === 'verified' && solved ? solved : null;
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(ref, () => ({
    async getPayload() {
      const widget = element.current;
      if (payload.current || !widget) return payload.current;
      // Already solving (it starts when the form gets focus): wait for that run.
      if (widget.getState?.() === 'verifying') return nextOutcome(widget);
      const result = await widget.verify();
      return result?.payload ?? payload.current;
    },
    reset() {
      payload.current = null;
      element.current?.reset();
    },
  }));

  return (
    <altcha-widget
      ref={element}
      challenge={challengeUrl}
      language={i18n.language}
      auto="onfocus"
      name="altcha"
    />
  );
}
