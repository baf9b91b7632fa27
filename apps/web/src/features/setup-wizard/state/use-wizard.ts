import { useEffect, useReducer } from 'react';
import { wizardReducer } from './wizard-reducer';
import { readWizardState, writeWizardState } from './wizard-storage';

/** The wizard's state, read from the browser once and written back on every change. */
export function useWizard() {
  const [state, dispatch] = useReducer(wizardReducer, undefined, readWizardState);
  useEffect(() => writeWizardState(state), [state]);
  return { state, dispatch };
}
