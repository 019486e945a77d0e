import { AdminTexts, AuthMessages, Messages } from '@atrium/contract/messages';
import {
  AppShell,
  Avatar,
  Badge,
  Burger,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import defaultAvatar from '~/assets/default-avatar.svg';
import logo from '~/assets/logo.svg';
import { mediaUrl } from '~/lib/media';
import { displayName, useCurrentUser } from '~/lib/session';
import { useLogout } from '~/lib/use-logout';
import { IconChevronDown, IconKey, IconLogout, IconPencil, IconUser } from '~/components/icons';
import { NavCount } from './nav-count';
import type { NavItem, NavLinkItem } from './nav-items';
import classes from './admin-shell.module.css';

/** The shared frame of every signed-in screen (requirements 1 §1): header, left navigation, footer. */
export function AdminShell({ nav, children }: { nav: NavItem[]; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const logout = useLogout();

  // A chosen link closes the drawer on small screens.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      // Decision 084: narrower below 1408 px, so a laptop's lists keep room for their titles.
      navbar={{ width: { base: 272, xl: 300 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
      className={classes.shell}
    >
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls="admin-navigation"
            />
            <Link to="/admin/profile" className={classes.brand} aria-label="Atrium back office, go to my profile">
              <img src={logo} alt="" width={36} height={36} />
              <span className={classes.brandText}>
                Atrium <span className={classes.brandSub}>Back office</span>
              </span>
            </Link>
          </Group>
          <UserMenu onLogout={logout} />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="admin-navigation" className={classes.navbar} aria-label="Main navigation">
        <AppShell.Section grow component={ScrollArea} px="sm" py="md">
          <div>
            {nav.map((item) =>
              item.kind === 'link' ? (
                <NavEntry key={item.to} item={item} pathname={pathname} />
              ) : (
                <NavLink
                  key={item.label}
                  component="button"
                  type="button"
                  label={item.label}
                  leftSection={<item.icon />}
                  defaultOpened
                  childrenOffset={28}
                  className={classes.link}
                >
                  {item.children.map((child) => (
                    <NavEntry key={child.to} item={child} pathname={pathname} />
                  ))}
                </NavLink>
              ),
            )}
          </div>
        </AppShell.Section>
        <AppShell.Section px="sm" py="sm" className={classes.navFooter}>
          <NavLink
            component="button"
            type="button"
            label={AdminTexts.logout}
            leftSection={<IconLogout />}
            onClick={logout}
            className={classes.link}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <div className={classes.content}>{children}</div>
      </AppShell.Main>

      {/* In the flow, under the content: a fixed footer would hide the last rows on a phone. */}
      <footer className={classes.footer}>
        <Text size="xs" c="dimmed" ta="center">
          {Messages.copyright()}
        </Text>
      </footer>
    </AppShell>
  );
}

function NavEntry({ item, pathname }: { item: NavLinkItem; pathname: string }) {
  if (!item.ready) {
    // Not a link yet: no href, out of the tab order, announced as disabled.
    return (
      <Tooltip label={AdminTexts.comingSoon} position="right" withArrow openDelay={200}>
        <NavLink
          component="span"
          role="link"
          aria-disabled="true"
          label={item.label}
          leftSection={<item.icon />}
          rightSection={
            <Badge size="xs" variant="light" color="gray" radius="sm" tt="none" fw={500}>
              Soon
            </Badge>
          }
          disabled
          className={classes.link}
        />
      </Tooltip>
    );
  }
  const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={<item.icon />}
      rightSection={item.count ? <NavCount endpoint={item.count} label={(n) => `${n} new`} /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      className={classes.link}
    />
  );
}

function UserMenu({ onLogout }: { onLogout: () => void }) {
  const user = useCurrentUser();
  const name = displayName(user) ?? AuthMessages.guestUser;
  const picture = mediaUrl(user?.profile_image) ?? defaultAvatar;
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`Account menu: ${name}`}>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={picture} alt="" radius="xl" size={36} />
            <Text size="sm" fw={600} visibleFrom="xs" className={classes.userName}>
              {name}
            </Text>
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user?.email || name}</Menu.Label>
        <Menu.Item component={Link} to="/admin/profile" leftSection={<IconUser size={16} />}>
          {AdminTexts.myProfile}
        </Menu.Item>
        <Menu.Item component={Link} to="/admin/edit-profile" leftSection={<IconPencil size={16} />}>
          {AdminTexts.editProfile}
        </Menu.Item>
        <Menu.Item component={Link} to="/admin/change-password" leftSection={<IconKey size={16} />}>
          {AdminTexts.changePassword}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {AdminTexts.logout}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
