export {
  EMAIL_PATTERN,
  VALIDATION_MESSAGES,
  acceptedRule,
  customRule,
  defaultFieldMessage,
  emailRule,
  isEmailAddress,
  isEmptyValue,
  isUsPostalCode,
  matchesRule,
  maxLengthRule,
  minLengthRule,
  regexRule,
  requiredRule,
  usPostalCodeRule,
  validateValue,
  valueLength,
  type ValidationRule,
} from './rules';
export { FieldModel, type FieldModelOptions, type FieldState } from './fieldModel';
export {
  disposeFields,
  fieldValues,
  validateFields,
  type FieldModels,
  type FieldValues,
} from './fieldGroup';
