import { DesktopApp } from './desktop-app';
import { mount } from './mount';

export function startDesktop(): void {
  mount(<DesktopApp />);
}
