import { BadRequestException } from '@nestjs/common';
import { CreateInterestDto } from '../../interest/dto/create-interest.dto';
import { ApiValidationPipe } from './api-validation.pipe';

const pipe = new ApiValidationPipe();
const validateInterest = (body: unknown) => pipe.transform(body, { type: 'body', metatype: CreateInterestDto });

async function fieldErrors(body: unknown) {
  try {
    await validateInterest(body);
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return (error.getResponse() as { errors?: unknown }).errors ?? (error.getResponse() as { message: string }).message;
  }
  throw new Error('expected a validation failure');
}

describe('interest validation (ApiValidationPipe + CreateInterestDto)', () => {
  it('trims every field and turns an empty message into null', async () => {
    const dto = (await validateInterest({ name: '\tAda  ', email: '  ada@example.org\n', message: '  ' })) as CreateInterestDto;
    expect(dto).toBeInstanceOf(CreateInterestDto);
    expect({ ...dto }).toEqual({ name: 'Ada', email: 'ada@example.org', message: null });
  });

  it('accepts the bounds exactly', async () => {
    const body = { name: 'n'.repeat(200), email: `${'e'.repeat(248)}@b.com`, message: 'm'.repeat(5000) };
    expect(body.email).toHaveLength(254);
    await expect(validateInterest(body)).resolves.toMatchObject({ name: body.name, email: body.email });
  });

  it('names one error per field, the one that explains it best', async () => {
    expect(await fieldErrors({ name: 7, email: '   ', message: false })).toEqual([
      { field: 'name', code: 'notText', message: 'Name must be text' },
      { field: 'email', code: 'required', message: 'Email is required' },
      { field: 'message', code: 'notText', message: 'Message must be text' },
    ]);
    expect(await fieldErrors({ name: 'Ann', email: `${'x'.repeat(260)}` })).toEqual([
      { field: 'email', code: 'tooLong', message: 'Email must be at most 254 characters' },
    ]);
  });

  it('refuses unknown fields by name', async () => {
    expect(await fieldErrors({ name: 'Ann', email: 'a@b.co', isAdmin: true })).toEqual([
      { field: 'isAdmin', code: 'unknownField', message: "Unknown field 'isAdmin'" },
    ]);
  });

  it('refuses prototype keys a JSON body can carry, without touching any prototype', async () => {
    expect(await fieldErrors(JSON.parse('{"name":"Ann","email":"a@b.co","__proto__":{"polluted":true}}'))).toEqual([
      { field: '__proto__', code: 'unknownField', message: "Unknown field '__proto__'" },
    ]);
    expect(await fieldErrors(JSON.parse('{"name":"Ann","email":"a@b.co","constructor":{"prototype":{"polluted":true}}}'))).toEqual([
      { field: 'constructor', code: 'unknownField', message: "Unknown field 'constructor'" },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('validates a missing body as an empty object and refuses a body that is not an object', async () => {
    expect(await fieldErrors(undefined)).toEqual([
      { field: 'name', code: 'required', message: 'Name is required' },
      { field: 'email', code: 'required', message: 'Email is required' },
    ]);
    expect(await fieldErrors(['Ann'])).toBe('The request body must be a JSON object');
    expect(await fieldErrors('Ann')).toBe('The request body must be a JSON object');
  });

  it('refuses deep nesting before class-transformer walks it, at any depth a 16 KiB body allows', async () => {
    const nested = JSON.parse(`{"name":${'['.repeat(8_000)}${']'.repeat(8_000)},"email":"a@b.co"}`);
    expect(await fieldErrors(nested)).toBe('The request body nests arrays or objects more than 8 levels deep');
    expect(await fieldErrors({ name: [[[[[[['Ann']]]]]]], email: 'a@b.co' })).toEqual([
      { field: 'name', code: 'notText', message: 'Name must be text' },
    ]);
  });
});
