export { Toaster } from './Toaster';
export type { ToasterProps } from './Toaster';
export { notify, toastKinds } from './notify';
export type { NotifyOptions, ToastId, ToastKind } from './notify';
export { useToastAction, type ToastMessage } from './useToastAction';
