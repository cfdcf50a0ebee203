-- wrk's script for npm run bench (scripts/bench/wrk.ts): every request asks for a
-- compressed answer as Chrome does over HTTPS; paths given after `--` are requested in
-- turn (a mix of pages); done() prints the figures as one JSON line for the bench to read.
wrk.headers["Accept-Encoding"] = "gzip, deflate, br, zstd"

local paths = {}
local counter = 0

function init(args)
  for _, path in ipairs(args) do
    paths[#paths + 1] = path
  end
  if #paths > 0 then
    -- defined only for a mix: without request() wrk sends one prepared request, faster
    request = function()
      counter = counter + 1
      return wrk.format(nil, paths[(counter % #paths) + 1])
    end
  end
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'BENCH-JSON {"requests":%d,"durationUs":%d,"bytes":%d,' ..
      '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},' ..
      '"latencyUs":{"p50":%d,"p95":%d,"p99":%d,"max":%d,"mean":%.1f}}\n',
    summary.requests, summary.duration, summary.bytes,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, latency.mean
  ))
end
