export { NumberInput, type NumberInputProps } from './NumberInput';
