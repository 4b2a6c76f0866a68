export {
  FIELD_INVALID,
  FORM_INCOMPLETE,
  FORM_INVALID,
  RULE_NAMES,
  humaniseFieldName,
  messages,
  parseRules,
  validateForm,
  validateValue,
} from './rules.ts';
export type {
  FormValidationResult,
  MessageCatalogue,
  MessageKey,
  ParsedRule,
  RuleName,
  ValidationContext,
} from './rules.ts';
