import type { Field, FieldShape } from '@atrium/contract/fields';
import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { RichTextField } from '~/components/rich-text/rich-text-field';

/** What a field's input needs from `useKitForm`'s `field(name)`. */
type FieldProps = {
  value: unknown;
  error?: string;
  onChange: (next: never) => void;
};

/**
 * The default inputs of declared fields (decision 074): a text box, the rich-text editor, a
 * switch, a choice or a number, labelled by the descriptor. A feature lists the fields it shows
 * this way and renders its own input for any other (files, a medium's choice).
 */
export function FieldInputs<S extends FieldShape>({
  fields,
  names,
  except = [],
  form,
}: {
  fields: S;
  names: ReadonlyArray<keyof S & string>;
  /** Fields among `names` the feature renders with inputs of its own. */
  except?: ReadonlyArray<keyof S & string>;
  form: { field: (name: never) => FieldProps };
}) {
  return (
    <>
      {names
        .filter((name) => !except.includes(name))
        .map((name) => (
          <FieldInput key={name} field={fields[name]!} props={form.field(name as never)} />
        ))}
    </>
  );
}

function FieldInput({ field, props }: { field: Field; props: FieldProps }) {
  const onChange = props.onChange as (next: unknown) => void;
  const label = field.label ?? '';
  const required = field.required;
  switch (field.kind) {
    case 'richText':
      return (
        <RichTextField
          label={label}
          description={field.hint}
          placeholder={field.placeholder}
          value={props.value as string}
          error={props.error}
          onChange={onChange}
          required={required}
        />
      );
    case 'switch':
      return (
        <Switch
          label={label}
          checked={props.value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'choice':
      return (
        <Select
          label={label}
          required={required}
          error={props.error}
          data={(field.options ?? []).map((value) => ({ value: String(value), label: String(value) }))}
          value={props.value === '' ? null : String(props.value)}
          onChange={(value) => {
            const option = field.options?.find((o) => String(o) === value);
            onChange(option ?? '');
          }}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          required={required}
          error={props.error}
          value={props.value as number | ''}
          onChange={(value) => onChange(typeof value === 'number' ? value : '')}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          description={field.hint}
          placeholder={field.placeholder}
          required={required}
          maxLength={field.max}
          error={props.error}
          value={props.value as string}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        />
      );
  }
}
