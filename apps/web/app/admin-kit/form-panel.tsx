import { Alert } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconAlertCircle } from '~/components/icons';
import classes from './resource-list.module.css';

/**
 * The add or edit form's frame; its heading takes the focus when it opens. `level` keeps the
 * heading one under the list's own; `error` is a failed save said in the form (requirements 2 §8).
 */
export function FormPanel({
  heading,
  level = 2,
  error,
  children,
  footer,
  actions,
}: {
  heading: string;
  /** Beside the heading: the History button of an edit form (decision 033). */
  actions?: ReactNode;
  level?: 2 | 3;
  error?: string | null;
  children: ReactNode;
  /** Under the form: the progress of its save's upload. */
  footer?: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  const Heading = level === 3 ? 'h3' : 'h2';
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.focus({ preventScroll: true });
    node.closest('section')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <section className={classes.formPanel} aria-labelledby={id}>
      <div className={classes.formHead}>
        <Heading id={id} ref={ref} tabIndex={-1} className={classes.formHeading}>
          {heading}
        </Heading>
        {actions}
      </div>
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" mb="md">
          {error}
        </Alert>
      ) : null}
      {children}
      {footer ? <div className={classes.formFooter}>{footer}</div> : null}
    </section>
  );
}
