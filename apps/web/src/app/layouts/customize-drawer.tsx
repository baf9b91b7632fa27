import {
  ActionIcon,
  Button,
  ColorSwatch,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  barOptions,
  contentWidthOptions,
  layoutSettings,
  navigationOptions,
  primaryColorPresets,
  skinOptions,
  useLayoutSettings,
  type PrimaryColorPreset,
} from '../../shared/layout-settings/layout-settings';
import classes from './layout.module.css';

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
}

/** A labelled radio group: Tab reaches it, the arrow keys choose. */
function Choice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text id={id} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        role="radiogroup"
        aria-labelledby={id}
        fullWidth
        value={value}
        data={options.map((option) => ({ ...option }))}
        onChange={(next) => onChange(next as T)}
      />
    </Stack>
  );
}

const schemes: MantineColorScheme[] = ['light', 'dark', 'auto'];
const presetNames = Object.keys(primaryColorPresets) as PrimaryColorPreset[];

/** Every layout choice of spec §4, applied at once and kept in this browser. */
export function LayoutCustomizer() {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation('common');
  const settings = useLayoutSettings();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const set = layoutSettings.set;
  const horizontal = settings.navigation === 'horizontal';
  const customId = useId();
  const colorsId = useId();
  const custom = settings.primaryColor.startsWith('#') ? settings.primaryColor : null;

  return (
    <Stack gap="lg">
      <Title order={3} size="h5">
        {t('sections.theming')}
      </Title>
      <Choice
        label={t('colorScheme')}
        value={colorScheme}
        options={schemes.map((value) => ({ value, label: tc(`header.themes.${value}`) }))}
        onChange={setColorScheme}
      />
      <Stack gap={4}>
        <Text id={colorsId} size="sm" fw={500}>
          {t('primaryColor')}
        </Text>
        <Group gap="xs" role="group" aria-labelledby={colorsId}>
          {presetNames.map((name) => {
            const selected = settings.primaryColor === name;
            return (
              <ColorSwatch
                key={name}
                component="button"
                type="button"
                color={primaryColorPresets[name]}
                aria-label={t(`colors.${name}`)}
                aria-pressed={selected}
                onClick={() => set({ primaryColor: name })}
                className={classes.swatch}
              >
                {selected && <IconCheck size={16} color="white" aria-hidden />}
              </ColorSwatch>
            );
          })}
          <label htmlFor={customId} className={classes.customColor}>
            <input
              id={customId}
              type="color"
              value={custom ?? primaryColorPresets.green}
              onChange={(event) => set({ primaryColor: event.currentTarget.value as `#${string}` })}
            />
            <Text span size="sm">
              {t('customColor')}
            </Text>
          </label>
        </Group>
      </Stack>
      <Choice
        label={t('skin')}
        value={settings.skin}
        options={skinOptions.map((value) => ({ value, label: t(`skins.${value}`) }))}
        onChange={(skin) => set({ skin })}
      />
      <Switch
        label={t('semiDark')}
        checked={settings.semiDark}
        onChange={(event) => set({ semiDark: event.currentTarget.checked })}
      />

      <Title order={3} size="h5">
        {t('sections.layout')}
      </Title>
      <Choice
        label={t('navigation')}
        value={settings.navigation}
        options={navigationOptions.map((value) => ({ value, label: t(`navigations.${value}`) }))}
        onChange={(navigation) => set({ navigation })}
      />
      <Text size="xs" c="dimmed" mt={-12}>
        {t('horizontalHint')}
      </Text>
      <Switch
        label={t('navCollapsed')}
        checked={settings.navCollapsed}
        disabled={horizontal}
        onChange={(event) => set({ navCollapsed: event.currentTarget.checked })}
      />
      <Choice
        label={t('contentWidth')}
        value={settings.contentWidth}
        options={contentWidthOptions.map((value) => ({
          value,
          label: t(`contentWidths.${value}`),
        }))}
        onChange={(contentWidth) => set({ contentWidth })}
      />
      <Choice
        label={t('navbar')}
        value={settings.navbar}
        options={barOptions.map((value) => ({
          value,
          label: t(`barModes.${value}`),
          disabled: horizontal && value === 'hidden',
        }))}
        onChange={(navbar) => set({ navbar })}
      />
      <Switch
        label={t('navbarBlur')}
        checked={settings.navbarBlur}
        onChange={(event) => set({ navbarBlur: event.currentTarget.checked })}
      />
      <Choice
        label={t('footer')}
        value={settings.footer}
        options={barOptions.map((value) => ({ value, label: t(`barModes.${value}`) }))}
        onChange={(footer) => set({ footer })}
      />
      <Button variant="default" onClick={layoutSettings.reset}>
        {t('reset')}
      </Button>
    </Stack>
  );
}

/** The drawer of layout settings; its header button or the phone's "More" menu opens it. */
export function CustomizeDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    // Compound parts: the default header is a <header>, a second "banner" landmark.
    <Drawer.Root opened={opened} onClose={onClose} position="right" size="sm">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header component="div">
          <Drawer.Title>{t('title')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('close')} />
        </Drawer.Header>
        <Drawer.Body>
          <LayoutCustomizer />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** The header button and the drawer it opens (loaded when the reader reaches for it). */
export function CustomizeButton() {
  const { t } = useTranslation('layout');
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={drawer.open}
      >
        <IconAdjustments size={20} aria-hidden />
      </ActionIcon>
      <CustomizeDrawer opened={opened} onClose={drawer.close} />
    </>
  );
}
