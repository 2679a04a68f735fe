import { INTEREST_FIELD_LIMITS, type LanguageCode, type NewsletterSubscriptionRequest, SUPPORTED_LANGUAGES } from '@rebound/shared';
import { IsDefined, IsIn } from 'class-validator';
import { EmailAddress, withCode } from '../../common/validation/text-field.decorators';

const LANGUAGE_MESSAGE = `language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`;

/** POST /api/newsletter/subscriptions body: the address under the interest form's rules, and the page's language. */
export class NewsletterSubscriptionDto implements NewsletterSubscriptionRequest {
  @EmailAddress({ maxLength: INTEREST_FIELD_LIMITS.email })
  email!: string;

  @IsDefined(withCode('required', 'language is required'))
  @IsIn(SUPPORTED_LANGUAGES, withCode('invalid', LANGUAGE_MESSAGE))
  language!: LanguageCode;
}
