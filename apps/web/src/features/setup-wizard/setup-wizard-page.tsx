import { pagePaths } from '@maryjane/contract/page-paths';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { WizardImportResult, WizardStep as Step } from '@maryjane/contract/setup-wizard';
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showApiError } from '../../shared/api-error-handler';
import { rememberRedirect, useSession } from '../../shared/session';
import { snackbar } from '../../shared/snackbar/snackbar-store';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import { useImportWizard } from './api/import-wizard';
import { toImportBody } from './state/import-body';
import { findProblems, problemsFromError, type WizardProblem } from './state/problems';
import { nextStep, previousStep, stepIndex } from './state/steps';
import { useListFills } from './state/use-list-fills';
import { useProposalTexts } from './state/use-proposal-texts';
import { useWizard } from './state/use-wizard';
import { useWizardLegal } from './state/use-wizard-legal';
import { wizardReducer } from './state/wizard-reducer';
import { staleKinds } from './state/wizard-state';
import { clearWizardState, writeWizardState } from './state/wizard-storage';
import type { LegalCheck } from '@maryjane/contract/legal';
import { DoneScreen } from './steps/done-screen';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { StepNavigation } from './ui/step-navigation';
import { StepProgress } from './ui/step-progress';
import { useProblemText } from './ui/problem-text';
import { goToStep, preloadAround, WizardStep } from './wizard-step';

type Dialog = { kind: 'replace'; target: Step } | { kind: 'finish' } | null;

/**
 * The setup wizard (spec §1, §2): experience, where, location, budget, what to buy, where to grow
 * and the first cycles, kept in the browser until saved to an account in one go.
 */
export function SetupWizardPage() {
  const { t } = useTranslation('setup-wizard');
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const { state, dispatch } = useWizard();
  const fills = useListFills(state, dispatch);
  const importWizard = useImportWizard();
  const proposalTexts = useProposalTexts();
  const legal = useWizardLegal(state);
  const problemText = useProblemText();
  const [serverProblems, setServerProblems] = useState<WizardProblem[]>([]);
  const [finished, setFinished] = useState<{
    result: WizardImportResult | null;
    legal: LegalCheck | null;
  } | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const goTo = (step: Step) =>
    goToStep(step, () =>
      dispatch({ type: 'goTo', step, proposals: { ...proposalTexts(), legal } }),
    );
  useEffect(() => preloadAround([previousStep(state.step), nextStep(state.step)]), [state.step]);

  /** Past the budget, lines from another list than the choices lead to need the grower's word. */
  const navigateTo = (step: Step) => {
    if (stepIndex(step) > stepIndex('budget') && staleKinds(state).length > 0) {
      setDialog({ kind: 'replace', target: step });
    } else {
      goTo(step);
    }
  };

  // Keyboard and screen reader users continue at the new step's heading.
  const shown = finished ? 'done' : state.step;
  const lastShown = useRef(shown);
  useEffect(() => {
    if (shown === lastShown.current) return;
    lastShown.current = shown;
    headingRef.current?.focus();
  }, [shown]);

  const finish = (result: WizardImportResult | null, after: LegalCheck | null = null) => {
    dispatch({ type: 'reset' });
    clearWizardState();
    setServerProblems([]);
    setFinished({ result, legal: after });
  };

  const save = () => {
    const snapshot = state;
    importWizard.mutate(toImportBody(snapshot), {
      onSuccess: ({ data: result, legal: after }) => {
        snackbar.success(t('done.savedNotice'));
        finish(result, after);
      },
      onError: (error) => {
        const problems = problemsFromError(error, snapshot);
        const first = problems[0];
        if (!first) {
          showApiError(error);
          return;
        }
        setServerProblems(problems);
        goTo(first.step);
      },
    });
  };

  // Back from registering or logging in to save: save now.
  const saveOnReturn = useEffectEvent(() => {
    dispatch({ type: 'setPendingSave', value: false });
    if (findProblems(state).length === 0) save();
  });
  useEffect(() => {
    if (isAuthenticated && state.pendingSave) saveOnReturn();
  }, [isAuthenticated, state.pendingSave]);

  const saveAfter = (page: 'register' | 'login') => {
    // Written now: the page is left before an effect would store it.
    writeWizardState(wizardReducer(state, { type: 'setPendingSave', value: true }));
    dispatch({ type: 'setPendingSave', value: true });
    rememberRedirect(pagePaths.setupWizard);
    void navigate(`/${page}`);
  };

  const onResolve = (ref: string | null, field?: string) =>
    setServerProblems((current) =>
      current.filter(
        (problem) =>
          !(
            problem.step === state.step &&
            problem.ref === ref &&
            (field === undefined || problem.field === field)
          ),
      ),
    );

  const stepProblems = serverProblems.filter((problem) => problem.step === state.step);

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text>{t('description')}</Text>
      </Stack>
      {finished ? (
        <DoneScreen result={finished.result} legal={finished.legal} headingRef={headingRef} />
      ) : (
        <>
          <StepProgress step={state.step} reached={state.reached} onSelect={navigateTo} />
          {stepProblems.length > 0 && (
            <Alert color="red" variant="light" title={t('problems.title')}>
              <Stack gap={4}>
                <Text size="sm">{t('problems.text')}</Text>
                {state.step === 'end' &&
                  stepProblems.map((problem, index) => (
                    <Text key={index} size="sm">
                      {problemText(problem)}
                    </Text>
                  ))}
              </Stack>
            </Alert>
          )}
          <Stack gap="md" component="section" aria-label={t(`steps.${state.step}`)}>
            <Suspense fallback={<StepLoader />}>
              <WizardStep
                state={state}
                dispatch={dispatch}
                headingRef={headingRef}
                problems={stepProblems}
                onResolve={onResolve}
                legal={legal}
                fills={fills}
                signedIn={isAuthenticated}
                blocking={[...findProblems(state), ...serverProblems]}
                saving={importWizard.isPending}
                onSave={save}
                onSaveAfter={saveAfter}
                onFinishWithoutAccount={() => setDialog({ kind: 'finish' })}
                onGoTo={navigateTo}
              />
            </Suspense>
          </Stack>
          <StepNavigation state={state} onGoTo={navigateTo} />
        </>
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'replace'}
        title={t('replace.title')}
        message={t('replace.text')}
        confirmLabel={t('replace.confirm')}
        cancelLabel={t('replace.keep')}
        onConfirm={() => {
          if (dialog?.kind !== 'replace') return;
          dispatch({ type: 'replaceWithLists', kinds: staleKinds(state) });
          goTo(dialog.target);
          setDialog(null);
        }}
        onCancel={() => {
          if (dialog?.kind !== 'replace') return;
          dispatch({ type: 'keepLines' });
          goTo(dialog.target);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'finish'}
        title={t('finishWithout.title')}
        message={t('finishWithout.text')}
        confirmLabel={t('finishWithout.confirm')}
        cancelLabel={t('finishWithout.cancel')}
        onConfirm={() => {
          setDialog(null);
          finish(null);
        }}
        onClose={() => setDialog(null)}
        danger
      />
    </Stack>
  );
}

/** Where a step will be while its code loads (only when the wizard opens at a later step). */
function StepLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih={320} role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
