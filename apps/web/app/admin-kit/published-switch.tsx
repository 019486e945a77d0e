import { Input, Switch } from '@mantine/core';

/**
 * The status a form saves with (requirements 1 §4: new items take the status held in the form, default
 * unpublished). One look and wording on every resource's form.
 */
export function PublishedSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Input.Wrapper label="Status" labelElement="div">
      <Switch
        mt={8}
        label="Published"
        description={checked ? 'Shown on the site' : 'Hidden from the site until published'}
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </Input.Wrapper>
  );
}
