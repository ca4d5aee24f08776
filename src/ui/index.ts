// The design system's stylesheet is loaded once by src/main.tsx, so that this barrel stays free of
// side effects and every component it re-exports is tree-shaken or lazy-loaded on its own. The
// overlays (DropdownMenu, Popup) are imported from their own modules, lazily, where they open.
export { Accordion, AccordionItem } from './Accordion'
export { Banner } from './Banner'
export { Button } from './Button'
export { Checkbox } from './Checkbox'
export { Drawer } from './Drawer'
export { isExternalHref, Link } from './Link'
export { applyMask } from './mask'
export { type PopupDefinition } from './Popup'
export { ProgressBar } from './ProgressBar'
export { Select } from './Select'
export { Slider } from './Slider'
export { Tab, TabList, TabPanel, Tabs } from './Tabs'
export { TextField, type TextFieldProps } from './TextField'
export { ToastRegion } from './ToastRegion'
