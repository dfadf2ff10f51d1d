export { NameField, type NameFieldProps } from './NameField';
