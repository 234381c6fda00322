import styled from 'styled-components';
import type { LandingSection } from 'shared';
import { isActive, type NavItem } from './nav-items';

const Panel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.color.ink};
  border-top: 1px solid rgba(201, 164, 106, 0.25);
  box-shadow: ${({ theme }) => theme.shadow.header};
  padding: 0.5rem 1rem 1rem;
  z-index: ${({ theme }) => theme.zIndex.menu};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.button<{ $active: boolean; $emphasis: boolean }>`
  display: block;
  width: 100%;
  text-align: left;
  appearance: none;
  background: ${({ $active }) => ($active ? 'rgba(201, 164, 106, 0.16)' : 'none')};
  border: 0;
  border-left: 3px solid ${({ $active, theme }) => ($active ? theme.color.brassLight : 'transparent')};
  color: ${({ $active, $emphasis, theme }) => ($active || $emphasis ? theme.color.brassLight : theme.color.ivory)};
  padding: 0.9rem 1rem;
  font-size: 1rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  cursor: pointer;
  &:hover { background: rgba(201, 164, 106, 0.1); }
`;

interface Props {
  id: string;
  items: NavItem[];
  pathname: string;
  section: LandingSection | null;
  onChoose: (item: NavItem) => void;
}

/** The small-screen menu; the header closes it on an outside click, Escape or a choice. */
export function MobileMenu({ id, items, pathname, section, onChoose }: Props) {
  return (
    <Panel id={id} aria-label="Site menu">
      <List>
        {items.map((item) => {
          const active = isActive(item, pathname, section);
          return (
            <li key={item.label}>
              <Item
                type="button"
                $active={active}
                $emphasis={item.kind !== 'section'}
                aria-current={active ? (item.kind === 'route' ? 'page' : 'location') : undefined}
                onClick={() => onChoose(item)}
              >
                {item.label}
              </Item>
            </li>
          );
        })}
      </List>
    </Panel>
  );
}
