import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Atrium's navy, lightest to darkest; shade 8 (#295a87) keeps white text above 7:1. */
const atrium: MantineColorsTuple = [
  '#eef3f9',
  '#dbe4ee',
  '#b3c7dc',
  '#89a9ca',
  '#6690ba',
  '#4f7fb0',
  '#4277ab',
  '#336596',
  '#295a87',
  '#1f4e79',
];

export const adminTheme = createTheme({
  primaryColor: 'atrium',
  primaryShade: 8,
  colors: { atrium },
  defaultRadius: 'md',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Modals, menus and toasts appear without their transitions for people who ask their system
  // for less motion (WCAG 2.3.3); the e2e suite asks too, so checks never see a half-faded screen.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    // One size for every field of a form: its label, input and error text alike.
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    MultiSelect: { defaultProps: { size: 'md' } },
    InputWrapper: { defaultProps: { size: 'md' } },
    // The toasts' close button is an icon: it needs a name.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/**
 * Mantine's dimmed grey (#868e96) is 3.3:1 on white and its error red (#fa5252) 3.6:1; these
 * reach 6:1 (WCAG AA for the small text of hints and field errors).
 */
export const adminCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6370', '--mantine-color-error': '#c92a2a' },
  dark: {},
});
