export { MEMBER_QUERY_KEYS } from './memberQueryKeys';
