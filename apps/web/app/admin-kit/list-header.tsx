import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './resource-list.module.css';

/** A list screen's heading and what it is for, with its main action (Add, a search) beside them. */
export function ListHeader({
  title,
  description,
  headingOrder = 1,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** 2 when the list is one part of a screen under the screen's own h1. */
  headingOrder?: 1 | 2;
  children?: ReactNode;
}) {
  return (
    <header className={classes.header}>
      <div className={classes.headerText}>
        <Title order={headingOrder} fz={headingOrder === 1 ? { base: 24, sm: 28 } : { base: 20, sm: 22 }} lh={1.2}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {children}
    </header>
  );
}
