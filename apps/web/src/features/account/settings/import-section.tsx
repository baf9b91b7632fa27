import { Alert, Button, FileButton, Group, List, Paper, Stack, Text } from '@mantine/core';
import type { DataExport, ImportResult } from '@maryjane/contract/data-export';
import type { LegalCheck } from '@maryjane/contract/legal';
import { IconFileImport } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-error';
import { showApiError, translateErrorCode } from '../../../shared/api-error-handler';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { LegalNotice } from '../../../shared/ui/legal-notice';
import { useFormatters } from '../../../shared/ui/use-formatters';
import { useImportData } from '../api/import-data';
import { checkExportFile, isZipFile, LOCAL_CHECK_MAX_BYTES, shownParts } from './export-file';
import { SettingsSection } from './section';

interface Chosen {
  name: string;
  /** The checked JSON export; null for a ZIP or a large file, whose contents the server checks. */
  file: DataExport | null;
  upload: File;
}

/** The rows per part a grower recognises, as "Plants: 12". */
function PartCounts({
  counts,
  withPhotos = true,
}: {
  counts: (part: (typeof shownParts)[number]) => number;
  /** A JSON file brings no photo files, so none are imported from it. */
  withPhotos?: boolean;
}) {
  const { t } = useTranslation('account');
  const format = useFormatters();
  return (
    <List size="sm">
      {shownParts
        .filter((part) => withPhotos || part !== 'photos')
        .map((part) => (
          <List.Item key={part}>
            {t(`data.parts.${part}`)}: {format.number(counts(part))}
          </List.Item>
        ))}
    </List>
  );
}

/**
 * Import (POST /user/import) into an account that holds no inventory, environment or grow cycle
 * yet. The file is checked and summarised here, and only sent once the grower confirms.
 */
export function ImportSection() {
  const { t } = useTranslation('account');
  const format = useFormatters();
  const hintId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [legal, setLegal] = useState<LegalCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const resetInput = useRef<() => void>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const importData = useImportData();

  // The confirmation replaces nothing the grower was on: take keyboard focus to it.
  useEffect(() => {
    if (chosen) confirmation.current?.focus();
  }, [chosen]);

  const close = () => {
    setChosen(null);
    resetInput.current?.();
    chooseButton.current?.focus();
  };

  const pick = async (picked: File | null) => {
    setProblem(null);
    setResult(null);
    setLegal(null);
    setChosen(null);
    if (!picked) return;
    setChecking(true);
    const large = picked.size > LOCAL_CHECK_MAX_BYTES;
    if (large || (await isZipFile(picked).catch(() => false))) {
      setChecking(false);
      resetInput.current?.();
      setChosen({ name: picked.name, file: null, upload: picked });
      return;
    }
    const checked = await checkExportFile(picked).catch(() => null);
    setChecking(false);
    resetInput.current?.();
    if (!checked) setProblem(t('data.import.notJson'));
    else if (checked.ok) setChosen({ name: picked.name, file: checked.file, upload: picked });
    else if (checked.problem === 'doesNotFit') {
      setProblem(t('data.import.doesNotFit', { field: checked.field }));
    } else setProblem(t(`data.import.${checked.problem}`));
  };

  const submit = () => {
    if (!chosen) return;
    importData.mutate(chosen.file ? { file: chosen.file } : { archive: chosen.upload }, {
      onSuccess: ({ data: imported, legal: after }) => {
        close();
        setResult(imported);
        setLegal(after);
        snackbar.success(t('data.import.done'));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          close();
          setProblem(translateErrorCode(error.code) ?? error.message);
        } else if (isApiError(error) && error.status === 422) {
          close();
          const field = error.fieldErrors[0]?.field ?? 'file';
          setProblem(t('data.import.doesNotFit', { field }));
        } else {
          showApiError(error);
        }
      },
    });
  };

  return (
    <SettingsSection
      title={t('data.import.title')}
      description={<span id={hintId}>{t('data.import.description')}</span>}
    >
      <Group>
        <FileButton
          onChange={(file) => void pick(file)}
          accept="application/zip,.zip,application/json,.json"
          resetRef={resetInput}
          inputProps={{ 'aria-describedby': hintId }}
        >
          {(props) => (
            <Button
              ref={chooseButton}
              variant="default"
              leftSection={<IconFileImport size={18} aria-hidden />}
              loading={checking}
              disabled={importData.isPending}
              aria-describedby={hintId}
              {...props}
            >
              {t('data.import.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {chosen && (
        <Paper
          withBorder
          p="md"
          radius="md"
          ref={confirmation}
          tabIndex={-1}
          role="group"
          aria-label={t('data.import.confirmTitle', { name: chosen.name })}
        >
          <Stack gap="sm">
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {t('data.import.confirmTitle', { name: chosen.name })}
            </Text>
            {chosen.file ? (
              <>
                <Text size="sm">
                  {t('data.import.contents', {
                    date: format.date(chosen.file.exportedAt.slice(0, 10)),
                  })}
                </Text>
                <PartCounts
                  counts={(part) => chosen.file?.parts[part].length ?? 0}
                  withPhotos={false}
                />
              </>
            ) : chosen.upload.size > LOCAL_CHECK_MAX_BYTES ? (
              <Text size="sm">
                {t('data.import.large', { size: format.fileSize(chosen.upload.size) })}
              </Text>
            ) : (
              <Text size="sm">{t('data.import.archive')}</Text>
            )}
            <Group>
              <Button onClick={submit} loading={importData.isPending}>
                {t('data.import.submit')}
              </Button>
              <Button variant="default" onClick={close} disabled={importData.isPending}>
                {t('data.import.cancel')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {result && (
        <Alert color="green" variant="light" role="status" title={t('data.import.doneTitle')}>
          <Stack gap="xs">
            <PartCounts counts={(part) => result.imported[part] ?? 0} />
            {result.sensorsNeedingKeys > 0 && (
              <Text size="sm">
                {t('data.import.sensorKeys', { count: result.sensorsNeedingKeys })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {legal && <LegalNotice check={legal} />}
    </SettingsSection>
  );
}
