/**
 * An island enhances one server-rendered element (its props in data-* attributes). The page
 * reads and works without it; the island adds what needs a script.
 */
export type Island = (element: HTMLElement) => void;
