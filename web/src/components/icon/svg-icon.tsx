import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

// SVG attribute names as React spells them (the definitions use the DOM's kebab-case).
const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function renderNode(node: AbstractNode, key?: number): ReactNode {
  const attrs = Object.fromEntries(
    Object.entries(node.attrs).map(([name, value]) => [
      name === 'class' ? 'className' : camel(name),
      value,
    ]),
  );
  return createElement(node.tag, { ...attrs, key }, node.children?.map(renderNode));
}

export interface SvgIconProps {
  /** One outlined or filled icon from `@ant-design/icons-svg/es/asn/…`: only the icons used are bundled. */
  icon: IconDefinition;
  className?: string;
  /** Icons that carry meaning get a name; decorative ones are hidden from assistive technology. */
  'aria-label'?: string;
  'aria-hidden'?: boolean | 'true';
}

/**
 * The antd icon set without antd's icon runtime (context, style injection, colour helpers): the
 * shell and the home draw their icons with this, so the first load stays small. Same drawing, same
 * 1em box and current colour as the antd icons on the lazily loaded pages.
 */
export function SvgIcon({ icon, className, ...aria }: SvgIconProps) {
  const node =
    typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  const named = aria['aria-label'] !== undefined;
  return (
    <span
      className={className ? `qiao-icon ${className}` : 'qiao-icon'}
      role={named ? 'img' : undefined}
      aria-label={aria['aria-label']}
      aria-hidden={named ? undefined : (aria['aria-hidden'] ?? true)}
    >
      {createElement(
        'svg',
        {
          ...node.attrs,
          width: '1em',
          height: '1em',
          fill: 'currentColor',
          'aria-hidden': true,
          focusable: 'false',
        },
        node.children?.map(renderNode),
      )}
    </span>
  );
}
