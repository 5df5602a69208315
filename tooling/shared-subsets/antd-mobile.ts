/**
 * What the site shares as `antd-mobile`: the components its apps use, each from its own module.
 * antd-mobile's package index is marked as having side effects, so a shared `antd-mobile` carries
 * every component (about 147 kB gzip) to every page; this subset carries these only. The build
 * resolves `antd-mobile` to this file (rsbuild.ts), and the shell provides it as the federation
 * singleton, so a remote gets the shell's copy: a component used anywhere must be listed here,
 * which `shared-subsets.test.ts` checks, and a new one reaches players with a shell release.
 */
import 'antd-mobile/es/global';

export { default as Button, type ButtonRef } from 'antd-mobile/es/components/button';
export { default as CenterPopup } from 'antd-mobile/es/components/center-popup';
export { default as Checkbox } from 'antd-mobile/es/components/checkbox';
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as DotLoading } from 'antd-mobile/es/components/dot-loading';
export { default as ErrorBlock } from 'antd-mobile/es/components/error-block';
export { default as Form } from 'antd-mobile/es/components/form';
export { default as InfiniteScroll } from 'antd-mobile/es/components/infinite-scroll';
export { default as Input } from 'antd-mobile/es/components/input';
export { default as List } from 'antd-mobile/es/components/list';
export { default as NavBar } from 'antd-mobile/es/components/nav-bar';
export { default as NoticeBar } from 'antd-mobile/es/components/notice-bar';
export { default as Popup } from 'antd-mobile/es/components/popup';
export { default as ProgressBar } from 'antd-mobile/es/components/progress-bar';
export { default as Radio } from 'antd-mobile/es/components/radio';
export { default as SearchBar } from 'antd-mobile/es/components/search-bar';
export { default as SideBar } from 'antd-mobile/es/components/side-bar';
export { default as SpinLoading } from 'antd-mobile/es/components/spin-loading';
export { default as Switch } from 'antd-mobile/es/components/switch';
export { default as TabBar } from 'antd-mobile/es/components/tab-bar';
export { default as Tabs } from 'antd-mobile/es/components/tabs';
export { default as Toast } from 'antd-mobile/es/components/toast';

export { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
