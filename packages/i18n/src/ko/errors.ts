import type { Catalog } from '../catalog';
import type { errors as vi } from '../vi/errors';

export const errors: Catalog<typeof vi> = {
  VALIDATION_FAILED: '데이터가 올바르지 않습니다',
  MALFORMED_REQUEST: '요청 형식이 올바르지 않습니다',
  PASSWORD_MISMATCH: '비밀번호가 일치하지 않습니다',
  CODE_INVALID: '인증 코드가 올바르지 않습니다. 다시 시도해 주세요',
  CODE_EXPIRED: '인증 코드가 만료되었거나 이미 사용되었습니다. 새 코드를 요청해 주세요',
  UNSUPPORTED_FILE: '지원하지 않는 파일 형식입니다',
  FILE_TOO_LARGE: '파일이 너무 큽니다',
  UNAUTHENTICATED: '계속하려면 로그인해 주세요',
  INVALID_CREDENTIALS: '이메일 또는 비밀번호가 올바르지 않습니다',
  CSRF_FAILED: '세션이 유효하지 않습니다. 페이지를 새로고침해 주세요',
  FORBIDDEN: '이 작업을 수행할 권한이 없습니다',
  NOT_FOUND: '찾을 수 없습니다',
  ROUTE_NOT_FOUND: '존재하지 않는 주소입니다',
  METHOD_NOT_ALLOWED: '허용되지 않는 메서드입니다',
  EMAIL_TAKEN: '이미 사용 중인 이메일입니다',
  PHONE_TAKEN: '이미 사용 중인 전화번호입니다',
  CONFLICT: '데이터가 변경되었습니다. 다시 시도해 주세요',
  ADDRESS_LIMIT_REACHED: '주소는 최대 {{max}}개까지 저장할 수 있습니다',
  RATE_LIMITED: '시도 횟수가 너무 많습니다. 몇 분 후에 다시 시도해 주세요',
  INTERNAL: '오류가 발생했습니다',
  SERVICE_UNAVAILABLE: '시스템이 혼잡합니다. 몇 분 후에 다시 시도해 주세요',
};
