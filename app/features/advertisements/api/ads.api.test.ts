import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { advertisements } from '#db/schema/index.ts'
import { addDays, siteDay } from '#app/utils/dates.ts'
import { getDb } from '#app/utils/db.server.ts'
import { createStaffUser, sessionCookieFor } from '#tests/support/staff.ts'
import { adFrameUrl } from '#app/features/advertisements/ad-frame.ts'
import { parsePolicy } from '#tests/support/content-security-policy.ts'
import { createApiApp } from '#server/api-app.ts'

const app = createApiApp()
let cookie: string
beforeEach(async () => {
  cookie = await sessionCookieFor((await createStaffUser({ role: 'editor' })).id)
})
const today = () => siteDay()
const create = (body: object) => request(app).post('/api/admin/advertisements').set('Cookie', cookie).send(body)
const served = async (placement = 'homepage_banner') =>
  (await request(app).get(`/api/public/advertisements/${placement}`)).body.map((a: { title: string }) => a.title)

describe('advertisements', () => {
  it('validates with the Greek messages and leaves empty fields out', async () => {
    const bad = await create({ title: '', imageUrl: 'nope', linkUrl: 'javascript:alert(1)', placement: 'popup' })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toMatchObject({
      title: 'Απαιτείται τίτλος',
      imageUrl: 'Άκυρη διεύθυνση URL εικόνας',
      linkUrl: 'Άκυρη διεύθυνση URL συνδέσμου',
    })
    const ok = await create({ title: 'Ad', placement: 'header_top', priority: 'abc', imageUrl: '', description: '' })
    expect(ok.status).toBe(201)
    expect(ok.body).toMatchObject({
      priority: 1,
      imageUrl: null,
      description: null,
      status: 'active',
      isGlobalEnabled: true,
    })
    expect((await create({ title: 'Ad', placement: 'header_top', priority: 101 })).body.message).toBe(
      'Η προτεραιότητα πρέπει να είναι από 1 έως 100',
    )
    const html = await create({
      title: 'H',
      placement: 'header_top',
      htmlContent: '<b>x</b>',
      imageUrl: 'https://a.example/i.png',
      linkUrl: 'https://a.example',
    })
    expect(html.body).toMatchObject({ imageUrl: null, linkUrl: null, htmlContent: '<b>x</b>' })
    const list = await request(app).get('/api/admin/advertisements').set('Cookie', cookie)
    expect(list.body.total).toBe(2)
    expect(list.body.advertisements).toHaveLength(2)
  })

  it('serves enabled, running ads inside their days, highest priority first', async () => {
    const t = today()
    await create({ title: 'low', placement: 'homepage_banner', priority: 5 })
    await create({ title: 'high', placement: 'homepage_banner', priority: 90, startDate: t, endDate: t })
    await create({
      title: 'scheduled',
      placement: 'homepage_banner',
      priority: 50,
      status: 'scheduled',
      startDate: addDays(t, -1),
    })
    await create({ title: 'future', placement: 'homepage_banner', startDate: addDays(t, 1) })
    await create({ title: 'past', placement: 'homepage_banner', endDate: addDays(t, -1) })
    await create({ title: 'off', placement: 'homepage_banner', status: 'inactive' })
    await create({ title: 'disabled', placement: 'homepage_banner', isGlobalEnabled: false })
    await create({ title: 'elsewhere', placement: 'footer_top' })
    expect(await served()).toEqual(['high', 'scheduled', 'low'])
    expect((await request(app).get('/api/public/advertisements/nowhere')).status).toBe(400)
  })

  it('toggles status with only {status}, and deletes', async () => {
    const ad = (await create({ title: 'A', placement: 'homepage_banner' })).body
    const off = await request(app)
      .put(`/api/admin/advertisements/${ad.id}`)
      .set('Cookie', cookie)
      .send({ status: 'inactive' })
    expect(off.body).toMatchObject({ status: 'inactive', title: 'A' })
    expect(await served()).toEqual([])
    expect((await request(app).delete(`/api/admin/advertisements/${ad.id}`).set('Cookie', cookie)).body).toEqual({
      success: true,
    })
    expect(
      (await request(app).put(`/api/admin/advertisements/${ad.id}`).set('Cookie', cookie).send({ status: 'active' }))
        .status,
    ).toBe(404)
  })

  it('counts impressions and clicks once a minute per visitor, and clicks go through our server to http(s) links', async () => {
    const ad = (await create({ title: 'A', placement: 'homepage_banner', linkUrl: 'https://shop.example/offer' })).body
    for (let i = 0; i < 4; i++) {
      expect(
        (await request(app).post(`/api/public/advertisements/${ad.id}/impression`).set('User-Agent', 'A')).status,
      ).toBe(204)
    }
    await request(app).post(`/api/public/advertisements/${ad.id}/impression`).set('User-Agent', 'B')
    const click = await request(app).get(`/api/public/advertisements/${ad.id}/click`).set('User-Agent', 'A')
    expect(click.status).toBe(302)
    expect(click.headers.location).toBe('https://shop.example/offer')
    await request(app).post(`/api/public/advertisements/${ad.id}/click`).set('User-Agent', 'A')
    const [row] = await getDb().select().from(advertisements)
    expect(row).toMatchObject({ impressionCount: 2, clickCount: 1 })
    const noLink = (await create({ title: 'B', placement: 'homepage_banner' })).body
    expect((await request(app).get(`/api/public/advertisements/${noLink.id}/click`)).status).toBe(404)
  })

  it("serves a running ad's custom HTML as a sandboxed document of its own, kept for good at its version's address", async () => {
    const markup = '<div style="color:#0e7490">Χειμερινά δρομολόγια <img src="https://a.example/i.png"></div>'
    const ad = (await create({ title: 'H', placement: 'header_top', htmlContent: markup })).body
    const address = adFrameUrl({ id: ad.id, htmlContent: markup })
    const frame = await request(app).get(address)
    expect(frame.status).toBe(200)
    expect(frame.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(frame.text).toBe(`<!DOCTYPE html><meta charset="utf-8">${markup}`)
    const policy = parsePolicy(frame.headers['content-security-policy'])
    // opened on its own it is still no part of this site, and runs no script
    expect(policy.get('sandbox')).toEqual(['allow-popups', 'allow-popups-to-escape-sandbox'])
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.has('script-src')).toBe(false)
    expect(frame.headers['cache-control']).toBe('public, max-age=31536000, immutable')

    // an edit gives it a new address; the old one answers the new markup, but not for good
    const edited = '<p>Νέα προσφορά</p>'
    await request(app)
      .put(`/api/admin/advertisements/${ad.id}`)
      .set('Cookie', cookie)
      .send({ ...ad, htmlContent: edited })
    expect(adFrameUrl({ id: ad.id, htmlContent: edited })).not.toBe(address)
    const old = await request(app).get(address)
    expect(old.text).toContain(edited)
    expect(old.headers['cache-control']).toBe('no-cache')

    // an ad that does not run, has no custom HTML, or does not exist has no frame
    await request(app).put(`/api/admin/advertisements/${ad.id}`).set('Cookie', cookie).send({ status: 'inactive' })
    expect((await request(app).get(address)).status).toBe(404)
    const plain = (await create({ title: 'P', placement: 'header_top', imageUrl: 'https://a.example/i.png' })).body
    expect((await request(app).get(`/api/public/advertisements/${plain.id}/frame`)).status).toBe(404)
    const missing = await request(app).get('/api/public/advertisements/999999/frame')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ message: expect.any(String) })
    expect((await request(app).get('/api/public/advertisements/01/frame')).status).toBe(404)
  })
})
