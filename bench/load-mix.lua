-- wrk script for bench/load.mjs: each request asks for one of the paths given after `--`,
-- chosen at random, the way readers arriving at different pages mix pages and assets. done()
-- prints the totals as one JSON line for load.mjs to read.

local counter = 0
function setup(thread)
  -- Every thread draws its own sequence of paths.
  counter = counter + 1
  thread:set("seed", counter)
end

local paths = {}
function init(args)
  for index, path in ipairs(args) do
    paths[index] = path
  end
  math.randomseed(seed)
end

function request()
  return wrk.format("GET", paths[math.random(#paths)])
end

function done(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"latencyP99Us":%d,' ..
      '"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d}\n',
    summary.requests, summary.duration, latency:percentile(99),
    errors.connect, errors.read, errors.write, errors.timeout, errors.status))
end
