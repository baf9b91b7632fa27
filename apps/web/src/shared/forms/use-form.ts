import type { FieldError } from '@maryjane/contract/errors';
import { isValidationCode, type ValidationCode } from '@maryjane/contract/validation';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api-error';
import { showApiError, translateErrorCode } from '../api-error-handler';
import { snackbar } from '../snackbar/snackbar-store';
import type { Rule } from './validate-field';
import { validationText } from './validation-text';

type Values = Record<string, string>;
export type Rules<V extends Values> = { [K in keyof V]?: Rule<V> };

/**
 * A field's error: one of our rules, or what the server said about the field; `min` and `max`
 * are the range of an `outOfRange` number, where known.
 */
export type FieldErrorState = (
  { source: 'client'; code: ValidationCode } | { source: 'server'; code: string; message: string }
) & { min?: number; max?: number };

type Errors<V extends Values> = { [K in keyof V]?: FieldErrorState };
type Touched<V extends Values> = { [K in keyof V]?: boolean };

interface UseFormOptions<V extends Values> {
  initialValues: V;
  rules: Rules<V>;
  /** The form's field for a field the server names, where the request nests them. */
  fieldOfServer?: (field: string) => string;
}

const sameField = (field: string) => field;

/**
 * Form state for the account forms (spec §5): a field's rules run on blur, and on every input
 * once the field was left the first time; submit runs them all. Errors are kept as codes and
 * translated when shown, so switching the language translates them too. Errors the server sent
 * for a field (`errors[]`) are shown on it until its value changes.
 */
export function useForm<V extends Values>({
  initialValues,
  rules,
  fieldOfServer = sameField,
}: UseFormOptions<V>) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [touched, setTouched] = useState<Touched<V>>({});
  // The submitted <form>, to move focus to a field with an error (set on submit, read later).
  const formElement = useRef<HTMLFormElement | null>(null);
  const fields = Object.keys(initialValues) as (keyof V & string)[];

  const check = (field: keyof V, all: V): FieldErrorState | undefined => {
    const problem = rules[field]?.(all[field] ?? '', all) ?? null;
    if (!problem) return undefined;
    return typeof problem === 'string'
      ? { source: 'client', code: problem }
      : { source: 'client', ...problem };
  };

  const focusField = (field: string) => {
    const element = formElement.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  };

  const setValue = (field: keyof V & string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => {
      const updated: Errors<V> = { ...current };
      for (const name of fields) {
        if (name === field) {
          // Typing replaces a server error; rules only speak up once the field was left.
          updated[name] = touched[name] ? check(name, next) : undefined;
        } else if (touched[name] && current[name]?.source !== 'server') {
          // A confirmation follows the field it repeats.
          updated[name] = check(name, next);
        }
      }
      return updated;
    });
  };

  const blur = (field: keyof V & string) => {
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) =>
      current[field]?.source === 'server' ? current : { ...current, [field]: check(field, values) },
    );
  };

  /** Runs every rule; focuses the first invalid field. */
  const validate = (): boolean => {
    const next: Errors<V> = {};
    for (const field of fields) next[field] = check(field, values);
    setErrors(next);
    setTouched(Object.fromEntries(fields.map((field) => [field, true])) as Touched<V>);
    const firstInvalid = fields.find((field) => next[field]);
    if (firstInvalid) focusField(firstInvalid);
    return !firstInvalid;
  };

  /** Puts the server's field errors on their fields; returns how many it could place. */
  const setServerErrors = (fieldErrors: FieldError[]): number => {
    const placed = fieldErrors
      .map((error) => ({ ...error, field: fieldOfServer(error.field) }))
      .filter((error) => fields.includes(error.field));
    if (placed.length === 0) return 0;
    setErrors((current) => {
      const updated: Errors<V> = { ...current };
      for (const { field, code, message, min, max } of placed) {
        updated[field as keyof V] = { source: 'server', code, message, min, max };
      }
      return updated;
    });
    const first = fields.find((field) => placed.some((error) => error.field === field));
    if (first) focusField(first);
    return placed.length;
  };

  const setFieldError = (field: keyof V & string, error: FieldErrorState | undefined) => {
    setErrors((current) => ({ ...current, [field]: error }));
    if (error) focusField(field);
  };

  // A submission's error belongs to its page: still showing when the reader leaves (the login's
  // "Invalid e-mail or password" followed them onto Forgot password), it goes with the form.
  const shownError = useRef<number | null>(null);
  useEffect(
    () => () => {
      const shown = snackbar.getState();
      if (shown.show && shown.id === shownError.current) snackbar.hide();
    },
    [],
  );

  /**
   * A failed submission: errors about fields go on the fields; anything else goes to the
   * global error snackbar (spec §8), translated when its code is known.
   */
  const handleServerError = (error: unknown) => {
    if (isApiError(error) && setServerErrors(error.fieldErrors) > 0) return;
    showApiError(error);
    shownError.current = snackbar.getState().id;
  };

  const errorText = (error: FieldErrorState | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.source === 'client' || isValidationCode(error.code)) {
      return validationText(t, i18n.language, error);
    }
    return translateErrorCode(error.code) ?? error.message;
  };

  const reset = (next: V = initialValues) => {
    setValues(next);
    setErrors({});
    setTouched({});
  };

  return {
    values,
    errors,
    setValue,
    validate,
    setServerErrors,
    setFieldError,
    handleServerError,
    reset,
    errorText: (field: keyof V) => errorText(errors[field]),
    getInputProps: (field: keyof V & string) => ({
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement> | string) =>
        setValue(field, typeof event === 'string' ? event : event.currentTarget.value),
      onBlur: () => blur(field),
      error: errorText(errors[field]),
    }),
    /** `onSubmit` for the <form>: runs the rules, then `handler` with the values. */
    onSubmit: (handler: (values: V) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formElement.current = event.currentTarget;
      if (validate()) handler(values);
    },
  };
}

export type Form<V extends Values> = ReturnType<typeof useForm<V>>;
