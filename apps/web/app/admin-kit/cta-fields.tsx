import { CtaTexts } from '@atrium/contract/messages';
import { Collapse, Stack, Switch, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { IconLink } from '~/components/icons';

/**
 * The call-to-action toggle and its URL, shown only while the toggle is on (requirements 1 §4, requirements 2
 * §4); the URL is a page of this site ('/about-us') or an http(s) address.
 */
export function CtaFields({
  checked,
  onToggle,
  url,
  description,
}: {
  checked: boolean;
  onToggle: (checked: boolean) => void;
  /** The URL field's value, error and change handler (useKitForm's `field('cta_url')`). */
  url: { value: string; error?: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  description: string;
}) {
  return (
    <Stack gap="xs">
      <Switch
        label={CtaTexts.button}
        description={description}
        checked={checked}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
      <Collapse expanded={checked} keepMounted={false}>
        <TextInput
          label={CtaTexts.url}
          size="sm"
          placeholder="/about-us or https://…"
          leftSection={<IconLink size={16} />}
          {...url}
          required
          pt={4}
        />
      </Collapse>
    </Stack>
  );
}
