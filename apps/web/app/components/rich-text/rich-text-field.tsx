import { Input, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

export type RichTextFieldProps = {
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
  description?: string;
  placeholder?: string;
  /** Height of the editable area, in pixels. */
  minHeight?: number;
  /** The language and direction of the text typed (a translation's, decision 092); the toolbar stays as it is. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
};

// TipTap and its styles load with the first form that needs them, not with the back office.
const Editor = lazy(() => import('./rich-text-editor'));

/** The rich-text field of the back office's forms (requirements 1 §5), loaded on demand. */
export function RichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<EditorPlaceholder {...props} />}>
      <Editor {...props} />
    </Suspense>
  );
}

function EditorPlaceholder({ label, required, minHeight = 140, error }: RichTextFieldProps) {
  return (
    <Input.Wrapper label={label} labelElement="div" required={required} error={error}>
      <div role="status" aria-label={`Loading the ${label} editor`}>
        <Skeleton height={40} radius="sm" mb={6} />
        <Skeleton height={minHeight} radius="sm" />
      </div>
    </Input.Wrapper>
  );
}
