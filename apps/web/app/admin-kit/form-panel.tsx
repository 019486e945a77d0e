import { useEffect, useId, useRef, type ReactNode } from 'react';
import classes from './resource-list.module.css';

/** The add or edit form's frame; its heading takes the focus when it opens. */
export function FormPanel({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.focus({ preventScroll: true });
    node.closest('section')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <section className={classes.formPanel} aria-labelledby={id}>
      <h2 id={id} ref={ref} tabIndex={-1} className={classes.formHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
