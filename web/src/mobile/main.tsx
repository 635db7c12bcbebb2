import { mount } from '../app/mount';
import { MobileApp } from './mobile-app';

// No redirect here in either direction: a phone that reached /mobile/ stays on it.
mount(<MobileApp />);
