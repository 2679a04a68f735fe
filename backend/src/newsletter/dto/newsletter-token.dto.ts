import { type LanguageCode, SUPPORTED_LANGUAGES } from '@rebound/shared';
import { Equals, IsDefined, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { withCode } from '../../common/validation/text-field.decorators';

/** Longer than any token we make (43): a token of the wrong shape is simply one nobody has, not a malformed request. */
const MAX_TOKEN_LENGTH = 200;

function Token(): PropertyDecorator {
  return (target, key) => {
    IsDefined(withCode('required', 'token is required'))(target, key);
    IsString(withCode('notText', 'token must be text'))(target, key);
    MaxLength(MAX_TOKEN_LENGTH, withCode('tooLong', `token must be at most ${MAX_TOKEN_LENGTH} characters`))(target, key);
  };
}

/** POST /api/newsletter/confirm and /unsubscribe as JSON: `{token}`. */
export class NewsletterTokenDto {
  @Token()
  token!: string;
}

/** The same two calls as a plain HTML form: the token and the page's language, for the page the browser is sent back to. */
export class NewsletterTokenFormDto extends NewsletterTokenDto {
  @IsDefined(withCode('required', 'lng is required'))
  @IsIn(SUPPORTED_LANGUAGES, withCode('invalid', `lng must be one of ${SUPPORTED_LANGUAGES.join(', ')}`))
  lng!: LanguageCode;
}

/** The query of POST /api/newsletter/unsubscribe: `?token=` only for the RFC 8058 one-click (the List-Unsubscribe address). */
export class NewsletterUnsubscribeQuery {
  @IsOptional()
  @IsString(withCode('notText', 'token must be text'))
  @MaxLength(MAX_TOKEN_LENGTH, withCode('tooLong', `token must be at most ${MAX_TOKEN_LENGTH} characters`))
  token?: string;
}

/** RFC 8058: the one-click POST's body is exactly `List-Unsubscribe=One-Click`. */
export class NewsletterOneClickDto {
  @IsDefined(withCode('required', 'List-Unsubscribe is required'))
  @Equals('One-Click', withCode('invalid', 'List-Unsubscribe must be One-Click'))
  'List-Unsubscribe'!: string;
}
