import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { media } from '../theme/theme';
import { alpha } from './field-styles';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button, and (unless disabled) a backdrop click. */
  onClose: () => void;
  /** The dialog's heading and its accessible name. */
  title: string;
  /** Text under the title, also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions pinned under the scrolling body, e.g. Cancel / Save buttons. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Close when a click starts and ends on the backdrop (default true). */
  closeOnBackdrop?: boolean;
  /** Accessible name of the × button (default 'Close'). */
  closeLabel?: string;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Applied to the dialog card. */
  className?: string;
}

/* ---------- focus helpers ---------- */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && !el.closest('[hidden], [inert]'),
  );
}

/* ---------- page scroll lock, shared by stacked modals ---------- */

let lockCount = 0;
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null;

function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (lockCount === 0) {
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (documentElement.clientWidth > 0 && scrollbar > 0) {
      const padding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${padding + scrollbar}px`;
    }
    body.style.overflow = 'hidden';
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0 && savedBodyStyle) {
      body.style.overflow = savedBodyStyle.overflow;
      body.style.paddingRight = savedBodyStyle.paddingRight;
      savedBodyStyle = null;
    }
  };
}

/** Open modals, newest last: only the top one answers Escape and traps Tab. */
const modalStack: object[] = [];

/* ---------- a dialog taking another's place ---------- */

/**
 * Open dialogs removed in the commit under way: title -> the id of the one that left. A dialog of
 * the same title that appears in the same commit takes its place (the real modal replacing its
 * loading stand-in): it is already on screen, so it does not play the entrance again. Cleared
 * once the commit's task is over. The id is kept so that a dialog whose effects React runs twice
 * (Strict Mode) is never taken for its own successor.
 */
const leaving = new Map<string, string>();

function markLeaving(title: string, instance: string): void {
  if (leaving.size === 0) queueMicrotask(() => leaving.clear());
  leaving.set(title, instance);
}

function takesThePlaceOfAnother(title: string, instance: string): boolean {
  const gone = leaving.get(title);
  return gone !== undefined && gone !== instance;
}

/* ---------- styles ---------- */

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const sheetIn = keyframes`
  from { opacity: 0.6; transform: translateY(2rem); }
  to { opacity: 1; transform: none; }
`;

const cardIn = keyframes`
  from { opacity: 0; transform: translateY(0.75rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding-top: 1.5rem;
  background-color: ${({ theme }) => alpha(theme.color.ink, 0.62)};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 0.2s ease-out;

  ${media.sm} {
    align-items: center;
    padding: 2rem 1.5rem;
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

const maxWidths: Record<ModalSize, string> = { sm: '28rem', md: '36rem', lg: '50rem' };

const Card = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100vh - 1.5rem);
  max-height: calc(100dvh - 1.5rem);
  color: ${({ theme }) => theme.color.text};
  background-color: ${({ theme }) => theme.color.paper};
  border-top: 3px solid ${({ theme }) => theme.color.brass};
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
  box-shadow: ${({ theme }) => theme.shadow.modal};
  animation: ${sheetIn} 0.26s cubic-bezier(0.2, 0.8, 0.2, 1);

  &:focus {
    outline: none;
  }

  ${media.sm} {
    max-width: ${({ $size }) => maxWidths[$size]};
    max-height: calc(100vh - 4rem);
    max-height: calc(100dvh - 4rem);
    border-radius: ${({ theme }) => theme.radius.lg};
    animation-name: ${cardIn};
  }

  ${media.reducedMotion} {
    animation: none;
  }

  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  padding: 1.5rem 1.25rem 1rem 1.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.line};

  ${media.sm} {
    padding: 1.75rem 1.5rem 1.25rem 2rem;
  }
`;

const HeaderText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  font-size: 1.5rem;
  font-weight: 600;
  line-height: 1.25;
  color: ${({ theme }) => theme.color.ink};
  overflow-wrap: anywhere;

  ${media.sm} {
    font-size: 1.75rem;
  }
`;

const Description = styled.div`
  margin-top: 0.4rem;
  font-size: 0.9375rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.color.muted};
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin: -0.375rem -0.25rem 0 0;
  padding: 0;
  color: ${({ theme }) => theme.color.inkSoft};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  transition:
    background-color 0.16s ease,
    border-color 0.16s ease,
    color 0.16s ease;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
    background-color: ${({ theme }) => theme.color.ivory};
    border-color: ${({ theme }) => theme.color.line};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  ${media.reducedMotion} {
    transition: none;
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1.25rem 1.5rem 1.5rem;

  &:empty {
    display: none;
  }

  ${media.sm} {
    padding: 1.5rem 2rem 2rem;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: 0.75rem;
  padding: 1rem 1.5rem calc(1rem + env(safe-area-inset-bottom, 0px));
  background-color: ${({ theme }) => theme.color.ivory};
  border-top: 1px solid ${({ theme }) => theme.color.line};

  & > * {
    flex: 1 1 auto;
  }

  ${media.sm} {
    padding: 1rem 2rem;
    border-radius: ${({ theme }) => `0 0 ${theme.radius.lg} ${theme.radius.lg}`};

    & > * {
      flex: 0 0 auto;
    }
  }
`;

function CloseIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/* ---------- component ---------- */

/**
 * An accessible modal dialog in a portal: focus moves in and is trapped, Escape and the
 * backdrop close it, focus returns to the opener, and the page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  closeLabel = 'Close',
  initialFocusRef,
  className,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const initialFocusRefRef = useRef(initialFocusRef);
  // Where the current press on the backdrop began and ended; null = not seen.
  const press = useRef<{ down: boolean | null; up: boolean | null }>({ down: null, up: null });

  useEffect(() => {
    onCloseRef.current = onClose;
    initialFocusRefRef.current = initialFocusRef;
  });

  // Before the first paint: no entrance when this dialog replaces one of the same title.
  useLayoutEffect(() => {
    if (!open) return undefined;
    if (takesThePlaceOfAnother(title, titleId)) {
      for (const element of [backdropRef.current, dialogRef.current]) element?.style.setProperty('animation', 'none');
    }
    return () => markLeaving(title, titleId);
  }, [open, title, titleId]);

  useEffect(() => {
    if (!open) return undefined;
    const dialog = dialogRef.current;
    if (!dialog) return undefined;

    const token = {};
    modalStack.push(token);
    const isTop = () => modalStack[modalStack.length - 1] === token;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockBodyScroll();

    const firstContentFocusable = () => focusableIn(dialog).find((el) => el !== closeRef.current);
    const initial = initialFocusRefRef.current?.current ?? firstContentFocusable() ?? dialog;
    initial.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!isTop() || !dialog) return;
      if (event.key === 'Escape' || event.key === 'Esc') {
        if (event.defaultPrevented || event.isComposing) return;
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const outside = !(active instanceof Node) || !dialog.contains(active);
      if (event.shiftKey) {
        if (outside || active === first || active === dialog) {
          event.preventDefault();
          last.focus();
        }
      } else if (outside || active === last) {
        event.preventDefault();
        first.focus();
      }
    }

    // Focus that lands outside (a click on the page, a script) is brought back in.
    function onFocusIn(event: FocusEvent) {
      if (!isTop() || !dialog) return;
      const target = event.target;
      if (target instanceof Node && !dialog.contains(target)) {
        (firstContentFocusable() ?? dialog).focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const index = modalStack.indexOf(token);
      if (index !== -1) modalStack.splice(index, 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onBackdropMouseDown = (event: ReactMouseEvent<HTMLDivElement>) => {
    press.current = { down: event.target === event.currentTarget, up: null };
  };
  const onBackdropMouseUp = (event: ReactMouseEvent<HTMLDivElement>) => {
    press.current.up = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const { down, up } = press.current;
    press.current = { down: null, up: null };
    // A drag that began or ended inside the card is not a backdrop click.
    if (!closeOnBackdrop || event.target !== event.currentTarget || down === false || up === false) return;
    onClose();
  };

  return createPortal(
    <Backdrop
      ref={backdropRef}
      data-modal-backdrop=""
      onMouseDown={onBackdropMouseDown}
      onMouseUp={onBackdropMouseUp}
      onClick={onBackdropClick}
    >
      <Card
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={className}
        $size={size}
      >
        <Header>
          <HeaderText>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </HeaderText>
          <CloseButton ref={closeRef} type="button" aria-label={closeLabel} onClick={() => onClose()}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Card>
    </Backdrop>,
    document.body,
  );
}
