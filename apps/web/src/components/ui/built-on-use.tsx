import { Menu, type MenuProps, Tooltip, type TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';

type Target = ReactElement<{
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: (event: PointerEvent) => void;
  ref?: Ref<HTMLElement>;
}>;

/**
 * A Mantine Menu built the first time its target is clicked (or pressed with Enter or Space),
 * and open then: until that, only the target renders, so a page's first render has no
 * positioning, focus handling or portal for a menu nobody opened. The built menu's target is
 * a new element: it takes the focus before the menu opens, so that closing the menu returns
 * the focus to it.
 */
export function MenuBuiltOnOpen({
  target,
  children,
  ...props
}: Omit<MenuProps, 'children' | 'opened' | 'onChange'> & { target: Target; children: ReactNode }) {
  const [built, build] = useState(false);
  const [opened, setOpened] = useState(false);
  const builtTarget = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!built) return;
    builtTarget.current?.focus();
    setOpened(true);
  }, [built]);
  if (!built)
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event: MouseEvent) => {
        target.props.onClick?.(event);
        build(true);
      },
    });
  return (
    <Menu {...props} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { ref: builtTarget })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/**
 * A Mantine Tooltip built when a mouse or pen first comes over its target: it shows on hover
 * only (Mantine's default, not on touch), and until then only the target renders. A touch is
 * left alone: the target must not be replaced between the finger's down and up, or the tap
 * would be lost.
 */
export function TooltipBuiltOnHover({ children, ...props }: TooltipProps & { children: Target }) {
  const [built, build] = useState(false);
  if (!built)
    return cloneElement(children, {
      onPointerEnter: (event: PointerEvent) => {
        children.props.onPointerEnter?.(event);
        if (event.pointerType !== 'touch') build(true);
      },
    });
  return <Tooltip {...props}>{children}</Tooltip>;
}
