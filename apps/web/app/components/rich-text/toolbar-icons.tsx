import { Icon, type IconComponent } from '~/components/icons';

// The editor toolbar's icons: Tabler's (as @mantine/tiptap draws them, which it does not export).

export const IconBold: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7h-6z" />
    <path d="M13 12h1a3.5 3.5 0 0 1 0 7h-7v-7" />
  </Icon>
);
export const IconItalic: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M11 5h6M7 19h6M14 5l-4 14" />
  </Icon>
);
export const IconUnderline: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M7 5v5a5 5 0 0 0 10 0v-5M5 19h14" />
  </Icon>
);
export const IconStrikethrough: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M5 12h14" />
    <path d="M16 6.5a4 2 0 0 0 -4 -1.5h-1a3.5 3.5 0 0 0 0 7h2a3.5 3.5 0 0 1 0 7h-1.5a4 2 0 0 1 -4 -1.5" />
  </Icon>
);
export const IconBulletList: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M9 6h11M9 12h11M9 18h11M5 6v.01M5 12v.01M5 18v.01" />
  </Icon>
);
export const IconNumberedList: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M11 6h9M11 12h9M12 18h8" />
    <path d="M4 16a2 2 0 1 1 4 0c0 .591 -.5 1 -1 1.5l-3 2.5h4M6 10v-6l-2 2" />
  </Icon>
);
export const IconQuote: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M6 15h15M21 19h-15M15 11h6M21 7h-6" />
    <path d="M9 9h1a1 1 0 1 1 -1 1v-2.5a2 2 0 0 1 2 -2M3 9h1a1 1 0 1 1 -1 1v-2.5a2 2 0 0 1 2 -2" />
  </Icon>
);
export const IconLine: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M4 12h16" />
  </Icon>
);
export const IconLinkOff: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M17 22v-2M9 15l6 -6M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464" />
    <path d="M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463M20 17h2M2 7h2M7 2v2" />
  </Icon>
);
export const IconTablePlus: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M12.5 21h-7.5a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v7.5M3 10h18M10 3v18M16 19h6M19 16v6" />
  </Icon>
);
export const IconTableOff: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M7 3h12a2 2 0 0 1 2 2v12m-.585 3.413a1.994 1.994 0 0 1 -1.415 .587h-14a2 2 0 0 1 -2 -2v-14c0 -.55 .223 -1.05 .583 -1.412" />
    <path d="M3 10h7m4 0h7M10 3v3m0 4v11M3 3l18 18" />
  </Icon>
);
export const IconRowAdd: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M20 6v4a1 1 0 0 1 -1 1h-14a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1h14a1 1 0 0 1 1 1zM12 15v4M14 17h-4" />
  </Icon>
);
export const IconRowRemove: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M20 6v4a1 1 0 0 1 -1 1h-14a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1h14a1 1 0 0 1 1 1zM10 16l4 4M10 20l4 -4" />
  </Icon>
);
export const IconColumnAdd: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M6 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-14a1 1 0 0 1 1 -1zM15 12h4M17 10v4" />
  </Icon>
);
export const IconColumnRemove: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M6 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1 -1 1h-4a1 1 0 0 1 -1 -1v-14a1 1 0 0 1 1 -1zM16 10l4 4M16 14l4 -4" />
  </Icon>
);
export const IconUndo: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M9 14l-4 -4l4 -4M5 10h11a4 4 0 1 1 0 8h-1" />
  </Icon>
);
export const IconRedo: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M15 14l4 -4l-4 -4M19 10h-11a4 4 0 1 0 0 8h1" />
  </Icon>
);
export const IconAltText: IconComponent = (p) => (
  <Icon {...p}>
    <path d="M3 6a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v12a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3z" />
    <path d="M7 15l2 -6l2 6M7.7 13h2.6M14 9v6h3" />
  </Icon>
);
