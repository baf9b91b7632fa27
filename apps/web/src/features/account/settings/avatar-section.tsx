import {
  Alert,
  Avatar,
  Button,
  FileButton,
  Group,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core';
import { AVATAR_MAX_PX } from '@maryjane/contract/constants';
import type { User } from '@maryjane/contract/user';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-error';
import { showApiError, translateErrorCode } from '../../../shared/api-error-handler';
import { snackbar } from '../../../shared/snackbar/snackbar-store';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_TYPES, avatarProblems, checkAvatarFile } from './avatar-check';
import { SettingsSection } from './section';

interface Pending {
  file: File;
  previewUrl: string | null;
}

function previewOf(file: File): string | null {
  // jsdom (tests) has no object URLs; the preview is then simply not shown.
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Avatar (spec §5, §9): JPG, GIF or PNG, at most 500 KB and 512 × 512 px. A chosen file is
 * checked here first, previewed, and only uploaded when the grower saves it.
 */
export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { primaryColor } = useMantineTheme();
  const limitsId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const resetInput = useRef<() => void>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();

  const previewUrl = pending?.previewUrl;
  useEffect(() => {
    return () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    };
  }, [previewUrl]);

  const clear = () => {
    setPending(null);
    resetInput.current?.();
  };

  const pick = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    setChecking(true);
    const found = await checkAvatarFile(file).catch(() => null);
    setChecking(false);
    if (found) {
      clear();
      setProblem(found);
      return;
    }
    setPending({ file, previewUrl: previewOf(file) });
  };

  const save = () => {
    if (!pending) return;
    upload.mutate(pending.file, {
      onSuccess: () => {
        clear();
        snackbar.success(t('avatar.uploaded'));
      },
      onError: (error) => {
        if (isApiError(error) && avatarProblems.includes(String(error.code))) {
          setProblem(String(error.code));
        } else {
          showApiError(error);
        }
      },
    });
  };

  const removeAvatar = () => {
    setProblem(null);
    remove.mutate(undefined, { onSuccess: () => snackbar.success(t('avatar.removed')) });
  };

  const shownUrl = pending?.previewUrl ?? (pending ? null : user.avatarUrl);

  return (
    <SettingsSection
      title={t('avatar.title')}
      description={<span id={limitsId}>{t('avatar.limits')}</span>}
    >
      <Group align="center" gap="lg" wrap="wrap">
        <Avatar
          src={shownUrl}
          name={user.username}
          variant="filled"
          color={primaryColor}
          autoContrast={false}
          size={96}
          radius={96}
          alt={pending ? t('avatar.preview') : t('avatar.current')}
        />
        <Stack gap="xs">
          {pending && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('avatar.selected', { name: pending.file.name })}
            </Text>
          )}
          <Group gap="sm">
            {pending ? (
              <>
                <Button onClick={save} loading={upload.isPending}>
                  {t('avatar.upload')}
                </Button>
                <Button variant="default" onClick={clear} disabled={upload.isPending}>
                  {t('avatar.cancel')}
                </Button>
              </>
            ) : (
              <>
                <FileButton
                  onChange={(file) => void pick(file)}
                  accept={AVATAR_TYPES.join(',')}
                  resetRef={resetInput}
                  inputProps={{ 'aria-describedby': limitsId }}
                >
                  {(props) => (
                    <Button
                      variant="default"
                      leftSection={<IconPhotoUp size={18} aria-hidden />}
                      loading={checking}
                      aria-describedby={limitsId}
                      {...props}
                    >
                      {t('avatar.choose')}
                    </Button>
                  )}
                </FileButton>
                {user.avatarUrl && (
                  <Button
                    variant="default"
                    leftSection={<IconTrash size={18} aria-hidden />}
                    onClick={removeAvatar}
                    loading={remove.isPending}
                  >
                    {t('avatar.remove')}
                  </Button>
                )}
              </>
            )}
          </Group>
        </Stack>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {translateErrorCode(problem) ?? t('avatar.failed', { imageSize: AVATAR_MAX_PX })}
        </Alert>
      )}
    </SettingsSection>
  );
}
