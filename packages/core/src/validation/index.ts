export {
  EMAIL_ADDRESS_RULES,
  EMAIL_PATTERN,
  VALIDATION_MESSAGES,
  defaultFieldMessage,
  emailRule,
  isEmailAddress,
  isEmptyValue,
  requiredRule,
  validateValue,
  type ValidationRule,
} from './rules';
export { maxLengthRule, minLengthRule, valueLength } from './lengthRules';
export { isUsPostalCode, regexRule, usPostalCodeRule } from './patternRules';
export { acceptedRule, customRule, matchesRule } from './customRules';
export { FieldModel, type FieldModelOptions, type FieldState } from './fieldModel';
export {
  disposeFields,
  fieldValues,
  validateFields,
  type FieldModels,
  type FieldValues,
} from './fieldGroup';
